import sys

lines = sys.stdin.buffer.read().decode().split('\n')
r = int(lines[0].split()[0])
grid = [lines[i + 1].strip() for i in range(r)]
c = len(grid[0]) if r else 0
flat = ''.join(grid)
src = flat.index('S')
dist = [-1] * (r * c)
dist[src] = 0
frontier = [src]
ans = -1
while frontier and ans == -1:
    nxt = []
    for cur in frontier:
        if flat[cur] == 'T':
            ans = dist[cur]
            break
        ci, cj = divmod(cur, c)
        d = dist[cur] + 1
        for step, ok in ((-c, ci > 0), (c, ci < r - 1), (-1, cj > 0), (1, cj < c - 1)):
            w = cur + step
            if ok and flat[w] != '#' and dist[w] == -1:
                dist[w] = d
                nxt.append(w)
    frontier = nxt
print(ans)
