import sys


def earliest_arrivals(n, adj):
    """adj[u] lists (v, cross, period): ferries from u to v that take `cross` minutes and leave
    at 0, period, 2 * period, ... Return a list with the earliest arrival time at every island
    (island 0: 0), or -1 for islands that cannot be reached."""
    # TODO: write your solution here
    return [-1] * n


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
pos = 2
for _ in range(m):
    u, v, t, p = int(data[pos]), int(data[pos + 1]), int(data[pos + 2]), int(data[pos + 3])
    pos += 4
    adj[u].append((v, t, p))
    adj[v].append((u, t, p))
sys.stdout.write(" ".join(map(str, earliest_arrivals(n, adj))) + "\n")
