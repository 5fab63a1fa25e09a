import sys


def rock_pools(r, c, grid):
    """grid[i] is a bytes row of b'.' (water) and b'#' (rock); grid[i][j] is an int (46 for '.').
    Return (number of rock pools, number of water cells in them)."""
    # TODO: write your solution here
    return 0, 0


data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
grid = data[2:2 + r]
pools, cells = rock_pools(r, c, grid)
sys.stdout.write(f"{pools} {cells}\n")
