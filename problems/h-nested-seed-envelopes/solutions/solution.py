import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    ws = map(int, data[1:1 + 2 * n:2])
    hs = map(int, data[2:2 + 2 * n:2])
    env = sorted(zip(ws, hs), key=lambda e: (e[0], -e[1]))
    tails = []
    for _, h in env:
        pos = bisect_left(tails, h)
        if pos == len(tails):
            tails.append(h)
        else:
            tails[pos] = h
    sys.stdout.write(f'{len(tails)}\n')


main()
