import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    par = [-1] + [int(x) for x in data[1:n]]
    children = [[] for _ in range(n)]
    for i in range(1, n):
        children[par[i]].append(i)
    order = [0]
    depth = [0] * n
    for x in order:
        d = depth[x] + 1
        for c in children[x]:
            depth[c] = d
        order.extend(children[x])
    size = [1] * n
    for i in range(n - 1, 0, -1):
        x = order[i]
        size[par[x]] += size[x]
    D = [0] * n
    D[0] = sum(depth)
    for i in range(1, n):
        c = order[i]
        D[c] = D[par[c]] + n - 2 * size[c]
    sys.stdout.write(" ".join(map(str, D)) + "\n")


main()
