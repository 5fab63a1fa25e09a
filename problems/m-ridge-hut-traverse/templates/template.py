import sys


def longest_traverse(n, adj):
    """adj[u] lists (v, w) for every trail of w metres between huts u and v (the trails form a
    tree). Return the length of the longest traverse (0 for a single hut). The tree can be a
    line of 5 * 10^4 huts: avoid deep recursion."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
adj = [[] for _ in range(n)]
for i in range(n - 1):
    u, v, w = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
    adj[u].append((v, w))
    adj[v].append((u, w))
sys.stdout.write(f"{longest_traverse(n, adj)}\n")
