import sys
from bisect import bisect_left
from itertools import repeat


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    x = sorted(map(int, data[2:2 + n]))

    def count_at_most(d):
        # for each j, the buoys i < j with x[j] - x[i] <= d start at bisect_left(x, x[j] - d)
        starts = map(bisect_left, repeat(x), [v - d for v in x])
        return n * (n - 1) // 2 - sum(starts)

    lo, hi = 0, x[-1] - x[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if count_at_most(mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    sys.stdout.write(f'{lo}\n')


main()
