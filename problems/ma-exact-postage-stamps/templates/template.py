import sys


def fewest_stamps(values, amount):
    """Return the minimum number of stamps (values may be reused) that add up to exactly
    amount, or -1 if it is impossible."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, amount = int(data[0]), int(data[1])
values = list(map(int, data[2:2 + n]))
print(fewest_stamps(values, amount))
