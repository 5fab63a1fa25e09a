import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    v = list(map(int, data[1:1 + n]))
    children = [[] for _ in range(n)]
    for i in range(1, n):
        children[int(data[n + i])].append(i)
    # BFS from the entrance: S[child] = S[parent] + v[child]
    S = [0] * n
    S[0] = v[0]
    best = None
    queue = [0]
    for x in queue:  # the list grows while we walk it
        kids = children[x]
        if not kids:
            if best is None or S[x] > best:
                best = S[x]
        sx = S[x]
        for c in kids:
            S[c] = sx + v[c]
            queue.append(c)
    sys.stdout.write(f'{best}\n')


main()
