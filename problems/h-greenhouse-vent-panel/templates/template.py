import sys


def fewest_presses(grid):
    """grid[i][j] is '1' for an open vent. Pressing (i, j) toggles it and its up/down/left/right
    neighbours. Return the fewest presses that close every vent, or -1 if that is impossible."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
r = int(data[0])
grid = [row.decode() for row in data[2:2 + r]]
sys.stdout.write(f'{fewest_presses(grid)}\n')
