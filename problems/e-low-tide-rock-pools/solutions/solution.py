import sys


def rock_pools(r, c, grid):
    # Flood from every water cell on the border: that water drains. The water left unvisited forms
    # the rock pools; a second flood fill counts them. Cells are numbered i * w + j in a grid padded
    # with a ring of "border water" markers, so no bounds checks are needed.
    w = c + 2
    cell = bytearray(b"B" * (w * (r + 2)))
    for i in range(r):
        cell[(i + 1) * w + 1:(i + 1) * w + 1 + c] = grid[i]
    water = ord(".")
    steps = (1, -1, w, -w)
    seen = bytearray(len(cell))

    def flood(starts):
        stack = list(starts)
        for x in stack:
            seen[x] = 1
        size = 0
        while stack:
            x = stack.pop()
            size += 1
            for d in steps:
                y = x + d
                if cell[y] == water and not seen[y]:
                    seen[y] = 1
                    stack.append(y)
        return size

    border = []
    for i in range(1, r + 1):
        for j in (1, c):
            border.append(i * w + j)
    for j in range(1, c + 1):
        border.append(w + j)
        border.append(r * w + j)
    flood([x for x in set(border) if cell[x] == water])
    pools = cells = 0
    for x in range(w, (r + 1) * w):
        if cell[x] == water and not seen[x]:
            pools += 1
            cells += flood([x])
    return pools, cells


data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
grid = data[2:2 + r]
pools, cells = rock_pools(r, c, grid)
sys.stdout.write(f"{pools} {cells}\n")
