import sys
from bisect import bisect_right


def totals(ws):
    cur = [0]
    for x in ws:
        cur += [s + x for s in cur]
    cur.sort()
    return cur


def count_at_most(a, b, limit):
    # pairs (x, y) with x + y <= limit; b is sorted
    if limit < 0:
        return 0
    return sum(bisect_right(b, limit - x) for x in a)


def main():
    data = sys.stdin.buffer.read().split()
    n, lo, hi = int(data[0]), int(data[1]), int(data[2])
    w = list(map(int, data[3:3 + n]))
    h = n // 2
    a = totals(w[:h])
    b = totals(w[h:])
    sys.stdout.write(f'{count_at_most(a, b, hi) - count_at_most(a, b, lo - 1)}\n')


main()
