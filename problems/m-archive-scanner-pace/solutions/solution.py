import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, h = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    lo, hi = 1, max(a)
    while lo < hi:
        mid = (lo + hi) // 2
        # sum of ceil(x / mid) written as -(-x // mid)
        hours = sum(-(-x // mid) for x in a)
        if hours <= h:
            hi = mid
        else:
            lo = mid + 1
    sys.stdout.write(f'{lo}\n')


main()
