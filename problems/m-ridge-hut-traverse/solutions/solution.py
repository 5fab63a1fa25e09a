import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
adj = [[] for _ in range(n)]
for i in range(n - 1):
    u, v, w = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
    adj[u].append((v, w))
    adj[v].append((u, w))
# breadth-first order from hut 0 with parents and the length of the trail up
par = [-1] * n
up = [0] * n
par[0] = 0
order = [0]
for x in order:
    for y, w in adj[x]:
        if par[y] == -1:
            par[y] = x
            up[y] = w
            order.append(y)
best1 = [0] * n
best2 = [0] * n
answer = 0
for x in reversed(order):
    s = best1[x] + best2[x]
    if s > answer:
        answer = s
    if x == 0:
        break
    branch = best1[x] + up[x]
    p = par[x]
    if branch > best1[p]:
        best2[p] = best1[p]
        best1[p] = branch
    elif branch > best2[p]:
        best2[p] = branch
sys.stdout.write(f"{answer}\n")
