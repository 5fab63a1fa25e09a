# Mistake: decides "impossible" only by counting trenches (fewer than n - 1 means -1) and then
# trusts Kruskal's total, so networks that stay split in spite of enough trenches print a cost.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    edges = sorted((int(data[4 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])) for i in range(m))
    if m < n - 1:
        sys.stdout.write("-1\n")
        return
    parent = list(range(n))

    def root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total = 0
    for w, u, v in edges:
        a, b = root(u), root(v)
        if a != b:
            parent[a] = b
            total += w
    sys.stdout.write(f"{total}\n")


main()
