import sys


def count_plunges(levels, k):
    """Return the number of pairs i < j with levels[i] > k * levels[j]."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
levels = [int(x) for x in data[2:2 + n]]
sys.stdout.write(f'{count_plunges(levels, k)}\n')
