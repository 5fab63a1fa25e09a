import sys


def plant_plan(n, adj):
    color = [-1] * n
    for s in range(n):
        if color[s] != -1:
            continue
        color[s] = 0  # the smallest plot of its group gets wheat
        queue = [s]
        for x in queue:  # the list grows while it is walked: a breadth-first queue
            flip = color[x] ^ 1
            for y in adj[x]:
                if color[y] == -1:
                    color[y] = flip
                    queue.append(y)
                elif color[y] != flip:
                    return ''
    return ''.join('B' if c else 'W' for c in color)


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    adj[u].append(v)
    adj[v].append(u)
plan = plant_plan(n, adj)
print(plan if plan else 'IMPOSSIBLE')
