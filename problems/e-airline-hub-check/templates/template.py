import sys


def find_hub(n, adj):
    """adj[x] lists the airports that have a direct route to airport x (routes work both ways).
    Airports are numbered 0..n-1. Return the hub if the network is a pure hub-and-spoke
    network, otherwise -1."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    adj[u].append(v)
    adj[v].append(u)
print(find_hub(n, adj))
