import sys


def missing_tag(tags):
    """tags holds n distinct values from 0..n; return the one value of 0..n that is not in it."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(missing_tag(list(map(int, data[1:1 + n]))))
