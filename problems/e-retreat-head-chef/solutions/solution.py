import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
indeg = [0] * n
outdeg = [0] * n
for i in range(m):
    outdeg[int(data[2 + 2 * i])] += 1
    indeg[int(data[3 + 2 * i])] += 1
ans = -1
for v in range(n):
    if indeg[v] == n - 1 and outdeg[v] == 0:
        ans = v
print(ans)
