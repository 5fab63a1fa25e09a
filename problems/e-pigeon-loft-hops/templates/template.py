import sys


def fewest_flights(adj, s, t):
    """adj[x] lists the lofts reachable from loft x by one flight (every flight appears in the
    lists of both of its lofts). Return the fewest flights from s to t, or -1 if t cannot be
    reached."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    adj[u].append(v)
    adj[v].append(u)
sys.stdout.write(f'{fewest_flights(adj, int(data[2 + 2 * m]), int(data[3 + 2 * m]))}\n')
