import sys


def best_show(b):
    """Return the maximum total score for firing all shells with brightnesses b."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(best_show(list(map(int, data[1:1 + n]))))
