import sys
from bisect import bisect_left, bisect_right
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    n, lo, hi = int(data[0]), int(data[1]), int(data[2])
    prefix = list(accumulate(map(int, data[3:3 + n]), initial=0))
    count = 0
    # stretch i..j is good iff prefix[j+1] - hi <= prefix[i] <= prefix[j+1] - lo, with i <= j
    for j in range(1, n + 1):
        p = prefix[j]
        count += bisect_right(prefix, p - lo, 0, j) - bisect_left(prefix, p - hi, 0, j)
    sys.stdout.write(f'{count}\n')


main()
