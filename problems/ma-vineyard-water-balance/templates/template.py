import sys


def count_balanced_stretches(balance, k):
    """Return the number of stretches of consecutive days whose balances add up to exactly k."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
balance = list(map(int, data[2:2 + n]))
print(count_balanced_stretches(balance, k))
