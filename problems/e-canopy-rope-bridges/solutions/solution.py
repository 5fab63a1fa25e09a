import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    parent = list(range(n))
    size = [1] * n

    def find(x):
        r = x
        while parent[r] != r:
            r = parent[r]
        while parent[x] != r:  # path compression
            parent[x], x = r, parent[x]
        return r

    pos = 3
    for _ in range(m):
        a = find(int(data[pos]))
        b = find(int(data[pos + 1]))
        pos += 2
        if a == b:
            continue
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a  # union by size
        size[a] += size[b]
    out = []
    for _ in range(q):
        a = int(data[pos])
        b = int(data[pos + 1])
        pos += 2
        out.append('Y' if find(a) == find(b) else 'N')
    sys.stdout.write(''.join(out) + '\n')


main()
