import sys

MOD = 1_000_000_007


def count_routes(grid):
    # One-row DP: w[j] = routes to (row, j) = routes from above + routes from the left.
    c = len(grid[0])
    w = [0] * c
    w[0] = 1
    for row in grid:
        left = 0
        for j in range(c):
            if row[j] == '#':
                w[j] = 0
            elif j > 0:
                w[j] = (w[j] + left) % MOD
            left = w[j]
    return w[c - 1]


data = sys.stdin.buffer.read().split()
r = int(data[0])
grid = [row.decode() for row in data[2:2 + r]]
print(count_routes(grid))
