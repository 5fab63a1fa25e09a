import sys


def count_moderate(rain, low, high):
    """Return the number of stretches i..j whose total rainfall lies in [low, high]."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, low, high = int(data[0]), int(data[1]), int(data[2])
rain = list(map(int, data[3:3 + n]))
sys.stdout.write(f'{count_moderate(rain, low, high)}\n')
