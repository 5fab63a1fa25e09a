import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    t = sorted(map(int, data[1:1 + n]))
    best, start = 0, t[0]
    for i in range(n - 1):
        d = t[i + 1] - t[i]
        if d > best:
            best, start = d, t[i]
    sys.stdout.write(f'{best} {start}\n')


main()
