import sys


def max_tokens(a, k):
    """Start on plank 0, finish on plank n - 1, hop 1..k planks forward each time; return the
    largest possible sum of the values of the planks landed on (a[0] and a[n - 1] included)."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
k = int(data[1])
a = list(map(int, data[2:2 + n]))
sys.stdout.write(f"{max_tokens(a, k)}\n")
