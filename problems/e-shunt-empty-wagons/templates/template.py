import sys


def shunt_empty_wagons(wagons):
    """Rearrange wagons in place: loaded wagons (non-zero) first in their original order,
    then all empty wagons (0)."""
    # TODO: write your solution here


data = sys.stdin.buffer.read().split()
n = int(data[0])
wagons = list(map(int, data[1:1 + n]))
shunt_empty_wagons(wagons)
print(' '.join(map(str, wagons)))
