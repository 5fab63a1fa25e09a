import sys


def longest_streak(tags):
    """Return the length of the longest run of consecutive integers present in tags
    (0 if tags is empty)."""
    # TODO: write your solution here (O(n) or O(n log n))
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
tags = list(map(int, data[1:1 + n]))
print(longest_streak(tags))
