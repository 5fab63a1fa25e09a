import sys


def min_total_toll(tolls):
    """tolls[i] is the toll of stone i. Start on the near bank (before stone 0), hop 1 or 2
    positions at a time, finish on the far bank (after stone n-1). Return the minimum total toll."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(min_total_toll(list(map(int, data[1:1 + n]))))
