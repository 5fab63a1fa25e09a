import sys


def first_loop_rope(n, ropes):
    # Union-find over the huts: a rope whose two huts already share a root closes a loop.
    parent = list(range(n))
    size = [1] * n

    def find_root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i, (u, v) in enumerate(ropes):
        a, b = find_root(u), find_root(v)
        if a == b:
            return i + 1
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
    return -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 2 * m]))
ropes = list(zip(nums[0::2], nums[1::2]))
sys.stdout.write(f"{first_loop_rope(n, ropes)}\n")
