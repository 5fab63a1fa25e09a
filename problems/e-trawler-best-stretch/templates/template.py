import sys


def best_stretch(v):
    """v[i] is the net result of day i. Return the largest total of a non-empty run of
    consecutive days."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
v = list(map(int, data[1:1 + n]))
sys.stdout.write(f'{best_stretch(v)}\n')
