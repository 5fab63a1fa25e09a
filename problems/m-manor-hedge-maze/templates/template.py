import sys


def min_hedge_cuts(grid):
    """grid[i][j] is '.' (gravel), '#' (hedge, one cut to enter) or 'X' (stone, never enter).
    Return the minimum number of cuts from (0, 0) to (r - 1, c - 1), or -1 if impossible."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
grid = [data[2 + i].decode() for i in range(r)]
sys.stdout.write(f'{min_hedge_cuts(grid)}\n')
