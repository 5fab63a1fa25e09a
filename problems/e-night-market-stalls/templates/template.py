import sys


def best_profit(profit):
    """profit[i] is the projected profit of stall i. Choose stalls, no two of them neighbours,
    to maximise the total profit (choosing no stall at all gives 0). Return that maximum."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(best_profit(list(map(int, data[1:1 + n]))))
