import sys
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    n, q, t = int(data[0]), int(data[1]), int(data[2])
    vals = list(map(int, data[3:3 + 3 * q]))
    d = [0] * (n + 2)
    for k in range(0, 3 * q, 3):
        v = vals[k + 2]
        d[vals[k]] += v
        d[vals[k + 1] + 1] -= v
    # running totals of pots 1..n
    totals = accumulate(d[1:n + 1])
    thriving = sum(1 for w in totals if w >= t)
    sys.stdout.write(f'{thriving}\n')


main()
