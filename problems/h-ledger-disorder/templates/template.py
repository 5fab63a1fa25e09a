import sys


def disorder_score(a):
    """Return the number of pairs i < j with a[i] > a[j]."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(disorder_score(list(map(int, data[1:1 + n]))))
