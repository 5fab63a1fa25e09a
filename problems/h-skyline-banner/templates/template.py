import sys


def largest_banner(h):
    """Return the largest area of a rectangle that fits under the buildings h[0..n-1]."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(largest_banner(list(map(int, data[1:1 + n]))))
