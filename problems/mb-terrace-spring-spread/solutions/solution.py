import sys


def minutes_to_soak(grid):
    # Multi-source BFS from all springs at once over cells numbered i * c + j;
    # the answer is the largest distance to a soil plot.
    r, c = len(grid), len(grid[0])
    cells = ''.join(grid)
    dist = [-1] * (r * c)
    queue = [k for k, ch in enumerate(cells) if ch == 'S']
    for k in queue:
        dist[k] = 0
    for k in queue:  # the list grows while it is walked: a breadth-first queue
        d = dist[k] + 1
        j = k % c
        for nk in (k - c, k + c, k - 1 if j > 0 else -1, k + 1 if j < c - 1 else -1):
            if 0 <= nk < r * c and dist[nk] == -1 and cells[nk] != '#':
                dist[nk] = d
                queue.append(nk)
    best = 0
    for k, ch in enumerate(cells):
        if ch == '.':
            if dist[k] == -1:
                return -1
            if dist[k] > best:
                best = dist[k]
    return best


data = sys.stdin.buffer.read().split()
r = int(data[0])
grid = [row.decode() for row in data[2:2 + r]]
print(minutes_to_soak(grid))
