import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    adj[u].append((v, i))
    adj[v].append((u, i))
tin = [-1] * n
low = [0] * n
bridges = []
timer = 0
for root in range(n):
    if tin[root] != -1:
        continue
    tin[root] = low[root] = timer
    timer += 1
    # An explicit stack of (vertex, edge it was reached by, next neighbour index): no recursion.
    stack = [(root, -1, 0)]
    while stack:
        v, via, i = stack[-1]
        if i < len(adj[v]):
            stack[-1] = (v, via, i + 1)
            to, edge = adj[v][i]
            if edge == via:
                continue
            if tin[to] != -1:
                if tin[to] < low[v]:
                    low[v] = tin[to]
            else:
                tin[to] = low[to] = timer
                timer += 1
                stack.append((to, edge, 0))
        else:
            stack.pop()
            if stack:
                p = stack[-1][0]
                if low[v] < low[p]:
                    low[p] = low[v]
                if low[v] > tin[p]:
                    bridges.append((min(p, v), max(p, v)))
bridges.sort()
out = [str(len(bridges))]
out.extend(f'{a} {b}' for a, b in bridges)
sys.stdout.write('\n'.join(out) + '\n')
