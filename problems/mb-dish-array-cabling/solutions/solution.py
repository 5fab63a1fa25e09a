import sys


def cable_cost(n, edges):
    # Kruskal: take edges by increasing cost, skipping those that would close a cycle (union-find).
    parent = list(range(n))
    size = [1] * n

    def find_root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    edges.sort(key=lambda e: e[2])
    total = joined = 0
    for u, v, w in edges:
        a, b = find_root(u), find_root(v)
        if a == b:
            continue
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
        total += w
        joined += 1
    return total if joined == n - 1 else -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 3 * m]))
edges = list(zip(nums[0::3], nums[1::3], nums[2::3]))
print(cable_cost(n, edges))
