import sys

data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
W = c + 2
WALL = 35  # '#'
g = bytearray(b'#' * (W * (r + 2)))
for i in range(r):
    g[(i + 1) * W + 1:(i + 1) * W + 1 + c] = data[2 + i]
start = g.index(b'S')
panels = [i for i, ch in enumerate(g) if ch == 80]  # 'P'
k = len(panels)
points = [start] + panels


def bfs(src):
    dist = [-1] * len(g)
    dist[src] = 0
    frontier = [src]
    d = 0
    while frontier:
        d += 1
        nxt = []
        for u in frontier:
            for v in (u + 1, u - 1, u + W, u - W):
                if dist[v] < 0 and g[v] != WALL:
                    dist[v] = d
                    nxt.append(v)
        frontier = nxt
    return [dist[p] for p in points]


answer = 0
if k > 0:
    D = [bfs(p) for p in points]
    if min(D[0]) < 0:
        answer = -1
    else:
        INF = 1 << 60
        full = (1 << k) - 1
        # best[mask][j]: shortest walk from S visiting exactly the panels in mask, ending at panel j
        best = [[INF] * k for _ in range(1 << k)]
        for j in range(k):
            best[1 << j][j] = D[0][j + 1]
        dist = [[D[i + 1][j + 1] for j in range(k)] for i in range(k)]
        for mask in range(1, full + 1):
            row = best[mask]
            todo = [j for j in range(k) if not mask >> j & 1]
            for i in range(k):
                cur = row[i]
                if cur >= INF:
                    continue
                di = dist[i]
                for j in todo:
                    v = cur + di[j]
                    nrow = best[mask | 1 << j]
                    if v < nrow[j]:
                        nrow[j] = v
        answer = min(best[full])
sys.stdout.write(f'{answer}\n')
