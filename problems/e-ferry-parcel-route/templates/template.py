import sys


def can_deliver(n, adj, s, t):
    """adj[x] lists the islands reachable from island x by one ferry route (routes work both
    ways, so every route appears in the lists of both its islands). Islands are numbered 0..n-1.
    Return True if a parcel can travel from island s to island t."""
    # TODO: write your solution here
    return False


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    adj[u].append(v)
    adj[v].append(u)
s, t = int(data[2 + 2 * m]), int(data[3 + 2 * m])
print('YES' if can_deliver(n, adj, s, t) else 'NO')
