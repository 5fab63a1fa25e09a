import sys


def block_totals(grid, queries):
    """grid[i][j] is the net yield of row i + 1, column j + 1. Each query is (r1, c1, r2, c2)
    (1-based, inclusive). Return the total net yield of every queried block, in order."""
    # TODO: write your solution here
    return [0] * len(queries)


data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
pos = 2
grid = []
for i in range(r):
    grid.append(list(map(int, data[pos:pos + c])))
    pos += c
q = int(data[pos])
pos += 1
queries = []
for t in range(q):
    queries.append(tuple(int(x) for x in data[pos:pos + 4]))
    pos += 4
sys.stdout.write('\n'.join(map(str, block_totals(grid, queries))) + '\n')
