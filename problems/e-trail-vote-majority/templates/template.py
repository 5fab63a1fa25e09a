import sys


def majority_trail(votes):
    """Return the trail that received more than half of all votes, or -1 if there is none."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(majority_trail(list(map(int, data[1:1 + n]))))
