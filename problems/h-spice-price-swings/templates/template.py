import sys


def total_swing(p):
    """p[i] is the closing price of day i. Return the sum, over all periods i..j (i <= j), of
    the highest price minus the lowest price of the period."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
sys.stdout.write(f'{total_swing(list(map(int, data[1:1 + n])))}\n')
