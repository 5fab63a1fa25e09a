import sys
from heapq import heappush, heappop

MOD = 1000000007


def fastest_routes(n, adj):
    # Dijkstra that also counts: ways[v] is the number of fastest routes to v found so far. A
    # strictly faster route replaces the count, an equally fast one adds to it. Every street takes
    # at least one minute, so all routes into v are counted before v is popped.
    INF = float("inf")
    dist = [INF] * n
    ways = [0] * n
    dist[0] = 0
    ways[0] = 1
    heap = [(0, 0)]
    while heap:
        d, x = heappop(heap)
        if d != dist[x]:
            continue
        wx = ways[x]
        for y, w in adj[x]:
            nd = d + w
            if nd < dist[y]:
                dist[y] = nd
                ways[y] = wx
                heappush(heap, (nd, y))
            elif nd == dist[y]:
                ways[y] = (ways[y] + wx) % MOD
    if dist[n - 1] == INF:
        return -1, 0
    return dist[n - 1], ways[n - 1]


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
