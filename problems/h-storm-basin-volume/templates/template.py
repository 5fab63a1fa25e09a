import sys


def trapped_water(h):
    """Return the total amount of water trapped above the walls h[0..n-1]."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(trapped_water(list(map(int, data[1:1 + n]))))
