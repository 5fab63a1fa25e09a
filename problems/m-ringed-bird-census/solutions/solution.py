import sys

data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
parent = list(range(n))
size = [1] * n


def find(x):
    r = x
    while parent[r] != r:
        r = parent[r]
    while parent[x] != r:
        parent[x], x = r, parent[x]
    return r


first = {}
birds = n
out = []
for i in range(q):
    p = int(data[2 + 2 * i])
    x = data[3 + 2 * i]  # the code's bytes are a fine hash key
    r = first.get(x)
    if r is None:
        first[x] = p
    else:
        a, b = find(p), find(r)
        if a != b:
            if size[a] < size[b]:
                a, b = b, a
            parent[b] = a
            size[a] += size[b]
            birds -= 1
    out.append(birds)
sys.stdout.write('\n'.join(map(str, out)) + '\n')
