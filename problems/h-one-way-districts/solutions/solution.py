import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
radj = [[] for _ in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    adj[u].append(v)
    radj[v].append(u)
# Kosaraju with explicit stacks: finishing order on the graph, then components on the reverse.
visited = [False] * n
order = []
for s in range(n):
    if visited[s]:
        continue
    visited[s] = True
    stack = [(s, iter(adj[s]))]
    while stack:
        v, neighbours = stack[-1]
        for to in neighbours:
            if not visited[to]:
                visited[to] = True
                stack.append((to, iter(adj[to])))
                break
        else:
            stack.pop()
            order.append(v)
comp = [-1] * n
count = largest = 0
for s in reversed(order):
    if comp[s] != -1:
        continue
    comp[s] = count
    size = 0
    stack = [s]
    while stack:
        v = stack.pop()
        size += 1
        for to in radj[v]:
            if comp[to] == -1:
                comp[to] = count
                stack.append(to)
    largest = max(largest, size)
    count += 1
print(count, largest)
