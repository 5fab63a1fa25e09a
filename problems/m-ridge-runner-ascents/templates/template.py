import sys


def longest_ascents(h):
    """h[i][j] is the height of cell (i, j). Return (number of cells of the longest strictly
    ascending route, number of such routes modulo 1 000 000 007)."""
    # TODO: write your solution here
    return 0, 0


data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
vals = list(map(int, data[2:2 + r * c]))
h = [vals[i * c:(i + 1) * c] for i in range(r)]
best, count = longest_ascents(h)
sys.stdout.write(f'{best} {count}\n')
