import sys


def wilting_days(h):
    """h lists the heights from west to east. Return the number of days on which at least one
    sunflower wilts."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
h = list(map(int, data[1:1 + n]))
sys.stdout.write(f"{wilting_days(h)}\n")
