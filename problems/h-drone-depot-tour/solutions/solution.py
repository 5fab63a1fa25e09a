import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
cost = [list(map(int, data[1 + i * n:1 + (i + 1) * n])) for i in range(n)]
INF = float('inf')
if n == 1:
    print(0)
else:
    full = (1 << n) - 1
    # best[mask][v]: cheapest path from depot 0 through the depots of mask, ending at v.
    best = [None] * (full + 1)
    best[1] = [0] + [INF] * (n - 1)
    edges = [[(w, c) for w, c in enumerate(row) if c >= 0 and w != v] for v, row in enumerate(cost)]
    for mask in range(1, full + 1, 2):
        row = best[mask]
        if row is None:
            continue
        for v in range(n):
            cur = row[v]
            if cur == INF:
                continue
            for w, c in edges[v]:
                if mask >> w & 1:
                    continue
                nxt = mask | 1 << w
                target = best[nxt]
                if target is None:
                    target = best[nxt] = [INF] * n
                if cur + c < target[w]:
                    target[w] = cur + c
    ans = INF
    last = best[full] or [INF] * n
    for v in range(1, n):
        if last[v] < INF and cost[v][0] >= 0:
            ans = min(ans, last[v] + cost[v][0])
    print(-1 if ans == INF else ans)
