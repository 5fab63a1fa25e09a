import sys
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    f = map(int, data[1:1 + n])
    c = map(int, data[1 + n:1 + 2 * n])
    P = [0]
    P.extend(accumulate(a - b for a, b in zip(f, c)))
    # suf[s] = min(P[s+1..n]) for s = 0..n-1
    suf = list(accumulate(reversed(P[1:]), min))[::-1]
    total = P[n]
    count = 0
    pre = None  # min(P[1..s])
    for s in range(n):
        ps = P[s]
        if s > 0:
            pre = P[s] if pre is None or P[s] < pre else pre
        if suf[s] < ps:
            continue
        if s > 0 and total + pre < ps:
            continue
        count += 1
    sys.stdout.write(f'{count}\n')


main()
