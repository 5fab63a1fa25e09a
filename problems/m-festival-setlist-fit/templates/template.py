import sys


def plan_setlists(d, clashes, T):
    """d[i] is the duration of song i + 1; clashes is a list of clashing pairs (u, v), 1-based,
    either order. Count the sets of songs with total duration exactly T that contain no clashing
    pair, and find the lexicographically smallest one. Return (count, smallest) where smallest is
    the list of 1-based songs (empty if there is no setlist). Tip: backtracking with bit masks."""
    # TODO: write your solution here
    return 0, []


data = sys.stdin.buffer.read().split()
n, m, T = int(data[0]), int(data[1]), int(data[2])
d = [int(x) for x in data[3:3 + n]]
clashes = [(int(data[3 + n + 2 * k]), int(data[4 + n + 2 * k])) for k in range(m)]
count, smallest = plan_setlists(d, clashes, T)
out = str(count) + '\n'
if count > 0:
    out += ' '.join(map(str, smallest)) + '\n'
sys.stdout.write(out)
