import sys
from heapq import heappush, heappop

data = sys.stdin.buffer.read().split()
n, m, k = int(data[0]), int(data[1]), int(data[2])
K = k + 1
adj = [[] for _ in range(n)]
for i in range(m):
    u, v, w = int(data[3 + 3 * i]), int(data[4 + 3 * i]), int(data[5 + 3 * i])
    adj[u].append((v * K, w))
    adj[v].append((u * K, w))
INF = 1 << 62
# state = city * K + vouchers used
dist = [INF] * (n * K)
dist[0] = 0
heap = [(0, 0)]
while heap:
    d, s = heappop(heap)
    if d > dist[s]:
        continue
    u, used = divmod(s, K)
    more = used < k
    for base, w in adj[u]:
        t = base + used
        nd = d + w
        if nd < dist[t]:
            dist[t] = nd
            heappush(heap, (nd, t))
        if more:
            t += 1
            if d < dist[t]:
                dist[t] = d
                heappush(heap, (d, t))
best = min(dist[(n - 1) * K:n * K])
sys.stdout.write(f'{-1 if best >= INF else best}\n')
