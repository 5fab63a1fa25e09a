import sys


def count_sea_views(heights):
    """heights[i] is the height of block i, from west to east; the sea is east of the last block.
    Return how many blocks are strictly taller than every block east of them."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
heights = list(map(int, data[1:1 + n]))
sys.stdout.write(f'{count_sea_views(heights)}\n')
