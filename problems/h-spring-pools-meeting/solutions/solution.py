import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    par = [0] + [int(x) for x in data[2:n + 1]]
    depth = [0] * n
    children = [[] for _ in range(n)]
    for i in range(1, n):
        children[par[i]].append(i)
    # preorder (iterative); the pools strictly between the first visits of u and v, plus v,
    # have their shallowest members as children of the meeting pool
    order = []
    stack = [0]
    while stack:
        x = stack.pop()
        order.append(x)
        d = depth[x] + 1
        for c in children[x]:
            depth[c] = d
        stack.extend(children[x])
    tin = [0] * n
    for i, x in enumerate(order):
        tin[x] = i
    # sparse table of depth * n + pool over the preorder
    level = [depth[x] * n + x for x in order]
    table = [level]
    span = 1
    while 2 * span <= n:
        prev = table[-1]
        table.append([a if a < b else b for a, b in zip(prev, prev[span:])])
        span *= 2
    out = []
    pos = n + 1
    for _ in range(q):
        u = int(data[pos])
        v = int(data[pos + 1])
        pos += 2
        if u == v:
            out.append(f"{u} 0")
            continue
        a, b = tin[u], tin[v]
        if a > b:
            a, b = b, a
        a += 1
        k = (b - a + 1).bit_length() - 1
        row = table[k]
        x = row[a]
        y = row[b - (1 << k) + 1]
        w = par[(x if x < y else y) % n]
        out.append(f"{w} {depth[u] + depth[v] - 2 * depth[w]}")
    sys.stdout.write("\n".join(out) + "\n")


main()
