import sys


def min_patrol_steps(plan):
    """plan[i][j] is '.', '#', 'S' (exactly one) or 'P' (at most 15).
    Return the minimum number of steps to check every panel starting from S,
    0 if there are no panels, or -1 if some panel cannot be reached."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
plan = [data[2 + i].decode() for i in range(r)]
sys.stdout.write(f'{min_patrol_steps(plan)}\n')
