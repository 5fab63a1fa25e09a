import sys

data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
W = c + 2
STONE, HEDGE = 88, 35  # 'X', '#'
# the grid with a border of stone around it, flattened
g = bytearray(b'X' * (W * (r + 2)))
for i in range(r):
    g[(i + 1) * W + 1:(i + 1) * W + 1 + c] = data[2 + i]
s = W + 1
t = r * W + c
ans = -1
if g[s] != STONE and g[t] != STONE:
    done = bytearray(len(g))
    steps = (1, -1, W, -W)
    cost = 1 if g[s] == HEDGE else 0
    layer = [s]
    # layer k holds the cells reachable with k cuts; open neighbours join the same layer
    while layer and ans < 0:
        nxt = []
        for u in layer:  # the list grows while we walk it
            if done[u]:
                continue
            done[u] = 1
            if u == t:
                ans = cost
                break
            for d in steps:
                v = u + d
                gv = g[v]
                if gv == STONE or done[v]:
                    continue
                if gv == HEDGE:
                    nxt.append(v)
                else:
                    layer.append(v)
        layer = nxt
        cost += 1
sys.stdout.write(f'{ans}\n')
