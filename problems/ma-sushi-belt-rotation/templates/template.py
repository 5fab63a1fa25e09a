import sys


def rotate_belt(plates, k):
    """Return the plates in belt order after the belt has moved k positions to the right.
    k can be as large as 10^18 (Python's integers are exact at any size)."""
    # TODO: write your solution here
    return plates


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
plates = list(map(int, data[2:2 + n]))
print(' '.join(map(str, rotate_belt(plates, k))))
