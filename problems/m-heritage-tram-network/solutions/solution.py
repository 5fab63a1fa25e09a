import sys


def network_cost(n, lines):
    # Heritage lines are paid for and merged first (even when they close a cycle); then Kruskal
    # adds the cheapest other lines that join two different groups (union-find).
    parent = list(range(n))
    size = [1] * n

    def find_root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total = 0
    groups = n
    rest = []
    for u, v, w, h in lines:
        if h:
            total += w
            a, b = find_root(u), find_root(v)
            if a != b:
                if size[a] < size[b]:
                    a, b = b, a
                parent[b] = a
                size[a] += size[b]
                groups -= 1
        else:
            rest.append((w, u, v))
    rest.sort()
    for w, u, v in rest:
        if groups == 1:
            break
        a, b = find_root(u), find_root(v)
        if a == b:
            continue
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
        total += w
        groups -= 1
    return total if groups == 1 else -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 4 * m]))
lines = list(zip(nums[0::4], nums[1::4], nums[2::4], nums[3::4]))
sys.stdout.write(f"{network_cost(n, lines)}\n")
