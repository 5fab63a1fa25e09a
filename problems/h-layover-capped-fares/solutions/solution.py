import sys

data = sys.stdin.buffer.read().split()
p = 0
n, m = int(data[0]), int(data[1])
p = 2
out_edges = [[] for _ in range(n)]
for _ in range(m):
    out_edges[int(data[p])].append((int(data[p + 1]), int(data[p + 2])))
    p += 3
src, dst, k = int(data[p]), int(data[p + 1]), int(data[p + 2])
INF = float('inf')
cur = [INF] * n
cur[src] = 0
changed = [src]
# Round r relaxes only the flights out of airports whose price changed in round r - 1.
for _ in range(k + 1):
    if not changed:
        break
    nxt = cur[:]
    touched = set()
    for u in changed:
        cu = cur[u]
        for w, price in out_edges[u]:
            if cu + price < nxt[w]:
                nxt[w] = cu + price
                touched.add(w)
    cur = nxt
    changed = touched
print(-1 if cur[dst] == INF else cur[dst])
