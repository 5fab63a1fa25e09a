import sys
from heapq import heappop, heappush

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
p = 2
for _ in range(m):
    adj[int(data[p])].append((int(data[p + 1]), int(data[p + 2])))
    p += 3
s, q = int(data[p]), int(data[p + 1])
p += 2
INF = float('inf')
dist = [INF] * n
dist[s] = 0
heap = [(0, s)]
while heap:
    d, x = heappop(heap)
    if d != dist[x]:
        continue
    for y, w in adj[x]:
        if d + w < dist[y]:
            dist[y] = d + w
            heappush(heap, (d + w, y))
out = []
for i in range(q):
    t = dist[int(data[p + i])]
    out.append('-1' if t == INF else str(t))
sys.stdout.write('\n'.join(out) + '\n')
