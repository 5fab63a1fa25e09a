import sys


def market_distances(n, children):
    """children[i] lists the towns joined to town i by a road, below it when the tree is rooted
    at town 0. Return D(x) for every town x (a list): the sum of the distances (in roads) from x
    to all other towns. The county can be one road of 5 * 10^4 towns: avoid deep recursion."""
    # TODO: write your solution here
    return [0] * n


data = sys.stdin.buffer.read().split()
n = int(data[0])
children = [[] for _ in range(n)]
for i in range(1, n):
    children[int(data[i])].append(i)
sys.stdout.write(" ".join(map(str, market_distances(n, children))) + "\n")
