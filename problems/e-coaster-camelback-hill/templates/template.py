import sys


def longest_camelback(h):
    """h[i] is the rail height at survey point i. Return the number of points of the longest
    stretch that strictly rises to a peak and then strictly falls (at least one step each way),
    or 0."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
sys.stdout.write(f'{longest_camelback(list(map(int, data[1:1 + n])))}\n')
