import sys


def longest_stretch(colours, k):
    """colours[i] is the colour of pane i + 1. Return (length, first pane (1-based)) of the longest
    stretch with at most k different colours; the leftmost one if several are equally long."""
    # TODO: write your solution here
    return 0, 1


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
colours = list(map(int, data[2:2 + n]))
length, start = longest_stretch(colours, k)
sys.stdout.write(f'{length} {start}\n')
