import sys

data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
N = r * c
h = list(map(int, data[2:2 + N]))
neighbours = []
for v in range(N):
    i, j = divmod(v, c)
    around = []
    if i > 0:
        around.append(v - c)
    if i < r - 1:
        around.append(v + c)
    if j > 0:
        around.append(v - 1)
    if j < c - 1:
        around.append(v + 1)
    neighbours.append(around)
# Peel the cells layer by layer from the local minima (a topological order by height): the
# number of layers is the longest strictly ascending trail.
indeg = [sum(1 for w in neighbours[v] if h[w] < h[v]) for v in range(N)]
layer = [v for v in range(N) if indeg[v] == 0]
layers = 0
while layer:
    layers += 1
    nxt = []
    for v in layer:
        hv = h[v]
        for w in neighbours[v]:
            if h[w] > hv:
                indeg[w] -= 1
                if indeg[w] == 0:
                    nxt.append(w)
    layer = nxt
print(layers)
