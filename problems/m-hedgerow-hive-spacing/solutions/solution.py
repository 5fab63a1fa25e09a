import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    x = sorted(map(int, data[2:2 + n]))

    def ok(d):
        # few hives: jump with binary search; many hives: plain scan
        if k * 17 < n:
            placed, i = 1, 0
            while placed < k:
                i = bisect_left(x, x[i] + d, i + 1)
                if i == n:
                    return False
                placed += 1
            return True
        placed = 1
        need = x[0] + d
        for v in x:
            if v >= need:
                placed += 1
                if placed >= k:
                    return True
                need = v + d
        return placed >= k

    lo, hi = 1, (x[-1] - x[0]) // (k - 1)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if ok(mid):
            lo = mid
        else:
            hi = mid - 1
    sys.stdout.write(f'{lo}\n')


main()
