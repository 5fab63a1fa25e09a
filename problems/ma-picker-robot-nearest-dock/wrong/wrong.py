# Wrong pick after a correct BFS: the learner reports the distance of the first dock in reading
# order (top to bottom, left to right) instead of the smallest distance over all docks.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    g = [row.decode() for row in data[2:2 + r]]
    src = next(i * c + j for i in range(r) for j in range(c) if g[i][j] == 'S')
    dist = [-1] * (r * c)
    dist[src] = 0
    q = deque([src])
    while q:
        cur = q.popleft()
        ci, cj = divmod(cur, c)
        for ni, nj in ((ci - 1, cj), (ci + 1, cj), (ci, cj - 1), (ci, cj + 1)):
            if 0 <= ni < r and 0 <= nj < c and g[ni][nj] != '#' and dist[ni * c + nj] == -1:
                dist[ni * c + nj] = dist[cur] + 1
                q.append(ni * c + nj)
    for i in range(r):
        for j in range(c):
            if g[i][j] == 'T' and dist[i * c + j] != -1:
                sys.stdout.write(f"{dist[i * c + j]}\n")
                return
    sys.stdout.write("-1\n")


main()
