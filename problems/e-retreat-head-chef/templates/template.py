import sys


def find_head_chef(n, trusts):
    """trusts[a] lists every person b such that a trusts b (people are numbered 0..n-1).
    Return the head chef (trusted by everyone else, trusts nobody), or -1 if there is none."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
trusts = [[] for _ in range(n)]
for i in range(m):
    trusts[int(data[2 + 2 * i])].append(int(data[3 + 2 * i]))
print(find_head_chef(n, trusts))
