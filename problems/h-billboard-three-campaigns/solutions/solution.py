import sys
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    v = list(map(int, data[2:2 + n]))
    pre = [0]
    pre.extend(accumulate(v))
    m = n - k + 1
    W = [pre[s + k] - pre[s] for s in range(m)]
    best_left = [0] * m
    bi = 0
    for i in range(m):
        if W[i] > W[bi]:
            bi = i
        best_left[i] = bi
    best_right = [0] * m
    bi = m - 1
    for i in range(m - 1, -1, -1):
        if W[i] >= W[bi]:
            bi = i
        best_right[i] = bi
    best = -1
    a = b = c = 0
    for j in range(k, m - k):
        l = best_left[j - k]
        r = best_right[j + k]
        total = W[l] + W[j] + W[r]
        if total > best:
            best, a, b, c = total, l, j, r
    sys.stdout.write(f'{best}\n{a} {b} {c}\n')


main()
