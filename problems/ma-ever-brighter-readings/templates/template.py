import sys


def longest_brightening_chain(readings):
    """Return the length of the longest strictly increasing chain of readings (in time order)."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(longest_brightening_chain(list(map(int, data[1:1 + n]))))
