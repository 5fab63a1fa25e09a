import sys


def longest_dance(h):
    """h[i] is the i-th height reading. Return the largest number of readings that can be
    picked, in order, so that the steps between picked readings strictly rise and fall
    alternately."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
h = list(map(int, data[1:1 + n]))
sys.stdout.write(f'{longest_dance(h)}\n')
