import sys


def descendants(n, parent):
    """parent[i] is the parent of person i (parent[0] = -1: the founder).
    Return a list: for every person, the number of their descendants."""
    # TODO: write your solution here
    return [0] * n


data = sys.stdin.buffer.read().split()
n = int(data[0])
parent = [-1] + [int(x) for x in data[1:n]]
sys.stdout.write(" ".join(map(str, descendants(n, parent))) + "\n")
