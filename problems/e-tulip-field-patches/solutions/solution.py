import sys


def main():
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    g = b''.join(data[2:2 + r])
    n = r * c
    label = [-1] * n
    size = []
    for s in range(n):
        if label[s] >= 0:
            continue
        cid = len(size)
        col = g[s]
        label[s] = cid
        queue = [s]
        for x in queue:  # the list grows while we walk it
            j = x % c
            if x >= c and label[x - c] < 0 and g[x - c] == col:
                label[x - c] = cid
                queue.append(x - c)
            if x + c < n and label[x + c] < 0 and g[x + c] == col:
                label[x + c] = cid
                queue.append(x + c)
            if j > 0 and label[x - 1] < 0 and g[x - 1] == col:
                label[x - 1] = cid
                queue.append(x - 1)
            if j + 1 < c and label[x + 1] < 0 and g[x + 1] == col:
                label[x + 1] = cid
                queue.append(x + 1)
        size.append(len(queue))
    base = 2 + r
    q = int(data[base])
    out = []
    for k in range(q):
        i = int(data[base + 1 + 2 * k])
        j = int(data[base + 2 + 2 * k])
        out.append(size[label[i * c + j]])
    sys.stdout.write(' '.join(map(str, out)) + '\n')


main()
