import sys


def fastest_routes(n, adj):
    """adj[u] lists (v, w): a street between u and v that takes w minutes.
    Return (fastest time from intersection 0 to n - 1, number of fastest routes modulo
    1 000 000 007), or (-1, 0) if n - 1 cannot be reached."""
    # TODO: write your solution here
    return -1, 0


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
pos = 2
for _ in range(m):
    u, v, w = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
    pos += 3
    adj[u].append((v, w))
    adj[v].append((u, w))
d, ways = fastest_routes(n, adj)
sys.stdout.write("-1\n" if d < 0 else f"{d} {ways}\n")
