import sys


def find_trim_point(trim):
    """Return the smallest index whose left sum equals its right sum, or -1 if there is none."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n = int(data[0])
trim = list(map(int, data[1:1 + n]))
sys.stdout.write(f'{find_trim_point(trim)}\n')
