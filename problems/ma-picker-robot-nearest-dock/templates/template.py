import sys


def nearest_dock(grid):
    """grid[i][j] is 'S' (the robot, exactly one), 'T' (a dock), '#' (a shelf) or '.' (free
    floor). Return the minimum number of moves from S to any dock, or -1 if no dock can be
    reached."""
    # TODO: write your solution here
    return 0


lines = sys.stdin.buffer.read().decode().split('\n')
r = int(lines[0].split()[0])
grid = [lines[i + 1].strip() for i in range(r)]
print(nearest_dock(grid))
