import sys

MOD = 1_000_000_007


def count_routes(grid):
    """grid[i] is a string of '.' (open) and '#' (tree). Return the number of east/south routes
    from the top-left to the bottom-right cell, modulo 1000000007."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
r = int(data[0])
grid = [row.decode() for row in data[2:2 + r]]
print(count_routes(grid))
