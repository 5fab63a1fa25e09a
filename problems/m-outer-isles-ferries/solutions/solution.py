import sys
from heapq import heappush, heappop


def earliest_arrivals(n, adj):
    # Dijkstra on arrival times. Leaving later never lets you arrive earlier (waiting for the next
    # departure only pushes the arrival back), so the first time an island is settled is optimal.
    INF = float("inf")
    best = [INF] * n
    best[0] = 0
    heap = [(0, 0)]
    while heap:
        t, x = heappop(heap)
        if t != best[x]:
            continue
        for y, cross, period in adj[x]:
            arrive = -(-t // period) * period + cross
            if arrive < best[y]:
                best[y] = arrive
                heappush(heap, (arrive, y))
    return [b if b != INF else -1 for b in best]


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
