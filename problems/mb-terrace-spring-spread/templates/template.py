import sys


def minutes_to_soak(grid):
    """grid[i] is a string of 'S' (spring), '.' (dry soil) and '#' (rock). Return the minutes
    until every soil plot is wet, or -1 if some soil plot is never reached."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
r = int(data[0])
grid = [row.decode() for row in data[2:2 + r]]
print(minutes_to_soak(grid))
