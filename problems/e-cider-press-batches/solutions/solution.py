import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, t = int(data[0]), int(data[1])
    w = list(map(int, data[2:2 + n]))
    total = 0
    best = 0
    l = 0
    for r in range(n):
        total += w[r]
        if total >= t:
            while total >= t:
                total -= w[l]
                l += 1
            # the last window recorded was [l - 1, r]
            length = r - l + 2
            if best == 0 or length < best:
                best = length
    sys.stdout.write(f'{best}\n')


main()
