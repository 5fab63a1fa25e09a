import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n)]
    for i in range(m):
        u = int(data[2 + 2 * i])
        v = int(data[3 + 2 * i])
        adj[u].append(v)
        adj[v].append(u)
    s = int(data[2 + 2 * m])
    t = int(data[3 + 2 * m])
    # BFS from s, one distance layer at a time
    dist = [-1] * n
    dist[s] = 0
    frontier = [s]
    d = 0
    while frontier and dist[t] < 0:
        d += 1
        nxt = []
        for x in frontier:
            for y in adj[x]:
                if dist[y] < 0:
                    dist[y] = d
                    nxt.append(y)
        frontier = nxt
    sys.stdout.write(f'{dist[t]}\n')


main()
