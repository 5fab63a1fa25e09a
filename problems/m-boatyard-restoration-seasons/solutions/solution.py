import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
after = [[] for _ in range(n)]
indeg = [0] * n
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    after[u].append(v)
    indeg[v] += 1
season = [1] * n
queue = [v for v in range(n) if indeg[v] == 0]
best = 0
head = 0
while head < len(queue):
    u = queue[head]
    head += 1
    su = season[u]
    if su > best:
        best = su
    for v in after[u]:
        if su + 1 > season[v]:
            season[v] = su + 1
        indeg[v] -= 1
        if indeg[v] == 0:
            queue.append(v)
sys.stdout.write(f'{-1 if len(queue) < n else best}\n')
