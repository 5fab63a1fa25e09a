import sys
from heapq import heapify, heappop, heappush

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
after = [[] for _ in range(n)]
indeg = [0] * n
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    after[u].append(v)
    indeg[v] += 1
# Kahn's algorithm with the smallest ready job first.
heap = [v for v in range(n) if indeg[v] == 0]
heapify(heap)
order = []
while heap:
    x = heappop(heap)
    order.append(x)
    for y in after[x]:
        indeg[y] -= 1
        if indeg[y] == 0:
            heappush(heap, y)
print('IMPOSSIBLE' if len(order) < n else ' '.join(map(str, order)))
