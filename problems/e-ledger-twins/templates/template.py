import sys


def find_twins(amounts, target):
    """Return (i, j) with i < j as described in the statement, or None if no pair exists."""
    # TODO: write your solution here
    return None


data = sys.stdin.buffer.read().split()
n, target = int(data[0]), int(data[1])
amounts = list(map(int, data[2:2 + n]))
ans = find_twins(amounts, target)
print('-1' if ans is None else f'{ans[0]} {ans[1]}')
