import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
v = [1] + list(map(int, data[1:1 + n])) + [1]
N = n + 2
best = [[0] * N for _ in range(N)]
# by_end[r][m] = best[m][r], so the inner maximum walks two rows, not a column.
by_end = [[0] * N for _ in range(N)]
for length in range(2, N):
    for l in range(0, N - length):
        r = l + length
        outer = v[l] * v[r]
        row_l = best[l]
        col_r = by_end[r]
        b = max([row_l[m] + col_r[m] + outer * v[m] for m in range(l + 1, r)])
        row_l[r] = b
        col_r[l] = b
print(best[0][N - 1])
