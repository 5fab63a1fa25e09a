import sys


def count_islands(n, adj):
    """adj[x] lists the substations joined to substation x by an intact line (lines work both
    ways; a line may be listed more than once, and a "line" from a substation to itself can
    appear). Substations are numbered 0..n-1. Return the number of separate powered islands."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    adj[u].append(v)
    adj[v].append(u)
print(count_islands(n, adj))
