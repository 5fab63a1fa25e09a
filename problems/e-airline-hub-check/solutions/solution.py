import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
deg = [0] * n
for token in data[2:2 + 2 * m]:
    deg[int(token)] += 1
hub = -1
if m == n - 1:
    for v in range(n):
        if deg[v] == n - 1:
            hub = v
print(hub)
