import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    children = [[] for _ in range(n)]
    for i in range(1, n):
        children[int(data[i])].append(i)
    # BFS from the reservoir, level by level
    cnt = []
    frontier = [0]
    while frontier:
        cnt.append(len(frontier))
        nxt = []
        for u in frontier:
            nxt.extend(children[u])
        frontier = nxt
    q = int(data[n])
    depth = len(cnt)
    out = []
    for t in data[n + 1:n + 1 + q]:
        k = int(t)
        out.append(cnt[k] if k < depth else 0)
    sys.stdout.write(' '.join(map(str, out)) + '\n')


main()
