import sys


def longest_ascent(h):
    """h[i][j] is the elevation of cell (i, j). Return the number of cells on the longest trail
    that moves between side-adjacent cells and is strictly ascending.
    Careful: trails can be 250000 cells long, so deep recursion is slow and needs
    sys.setrecursionlimit; a loop over an explicit order is safer."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
h = [list(map(int, data[2 + i * c:2 + (i + 1) * c])) for i in range(r)]
print(longest_ascent(h))
