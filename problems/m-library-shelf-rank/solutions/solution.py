import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    c = data[1:1 + 3 * n:3]  # call numbers, printed as they were read
    L = [int(x) for x in data[2:2 + 3 * n:3]]
    R = [int(x) for x in data[3:3 + 3 * n:3]]
    # iterative in-order walk: the sorted list and every node's position in it
    order = []
    pos = [0] * n
    st = []
    cur = 0
    while cur != -1 or st:
        while cur != -1:
            st.append(cur)
            cur = L[cur]
        cur = st.pop()
        pos[cur] = len(order)
        order.append(c[cur])
        cur = R[cur]
    # subtree sizes, children before parents (reverse breadth-first order)
    bfs = [0]
    for x in bfs:
        if L[x] != -1:
            bfs.append(L[x])
        if R[x] != -1:
            bfs.append(R[x])
    sz = [1] * n
    for x in reversed(bfs):
        if L[x] != -1:
            sz[x] += sz[L[x]]
        if R[x] != -1:
            sz[x] += sz[R[x]]
    q = int(data[1 + 3 * n])
    out = []
    base = 2 + 3 * n
    for i in range(q):
        x = int(data[base + 2 * i])
        k = int(data[base + 2 * i + 1])
        if k > sz[x]:
            out.append(b"-1")
        else:
            out.append(order[pos[x] - (sz[L[x]] if L[x] != -1 else 0) + k - 1])
    sys.stdout.write(b"\n".join(out).decode() + "\n")


main()
