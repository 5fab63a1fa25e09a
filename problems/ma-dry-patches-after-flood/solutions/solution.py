import sys

lines = sys.stdin.buffer.read().decode().split('\n')
r = int(lines[0].split()[0])
grid = [lines[i + 1].strip() for i in range(r)]
c = len(grid[0]) if r else 0
seen = [[False] * c for _ in range(r)]
patches = largest = 0
for si in range(r):
    for sj in range(c):
        if grid[si][sj] != '#' or seen[si][sj]:
            continue
        patches += 1
        seen[si][sj] = True
        stack = [(si, sj)]
        size = 0
        while stack:
            i, j = stack.pop()
            size += 1
            for ni, nj in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                if 0 <= ni < r and 0 <= nj < c and not seen[ni][nj] and grid[ni][nj] == '#':
                    seen[ni][nj] = True
                    stack.append((ni, nj))
        largest = max(largest, size)
print(patches, largest)
