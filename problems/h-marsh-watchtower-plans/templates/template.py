import sys


def count_plans(grid):
    """grid[r][c] is '.', '#' (marsh) or 'T' (an existing tower). Return the number of ways to
    have n towers in total, none seeing another along a row, column or diagonal, with no tower on
    marsh and every existing tower kept. Tip: row-by-row backtracking with bit masks."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
grid = [row.decode() for row in data[1:1 + n]]
sys.stdout.write(str(count_plans(grid)) + '\n')
