import sys
from bisect import bisect_right
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    prefix = [0] + list(accumulate(a))
    total = prefix[-1]
    mx = max(a)

    def fits(limit):
        # greedy legs, each jump found by binary search on the prefix sums; stop after k legs
        i = 0
        legs = 0
        while i < n:
            legs += 1
            if legs > k:
                return False
            i = bisect_right(prefix, prefix[i] + limit, i + 1) - 1
        return True

    # the answer lies in [max(mx, ceil(total / k)), that + mx]
    lo = max(mx, -(-total // k))
    hi = lo + mx
    while lo < hi:
        mid = (lo + hi) // 2
        if fits(mid):
            hi = mid
        else:
            lo = mid + 1
    m = lo
    sizes = []
    pos = 0
    for j in range(1, k + 1):
        if j == k:
            sizes.append(n - pos)
            break
        # longest leg from pos with sum <= m, leaving at least k - j segments
        end = bisect_right(prefix, prefix[pos] + m, pos + 1) - 1
        end = min(end, n - (k - j))
        sizes.append(end - pos)
        pos = end
    sys.stdout.write(f'{m}\n' + ' '.join(map(str, sizes)) + '\n')


main()
