import sys


def longest_chain(envelopes):
    """envelopes is a list of (width, height). Return the length of the longest chain."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
envelopes = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
sys.stdout.write(f'{longest_chain(envelopes)}\n')
