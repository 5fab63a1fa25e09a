import sys


def sheet_counts(r, c, freezes):
    # Union-find over the cells: a newly frozen cell is a new sheet; every frozen neighbour in a
    # different sheet merges with it and removes one sheet from the count.
    parent = [-1] * (r * c)
    size = [1] * (r * c)

    def find_root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    result = []
    sheets = 0
    for i, j in freezes:
        cell = i * c + j
        if parent[cell] < 0:
            parent[cell] = cell
            sheets += 1
            neighbours = []
            if i > 0:
                neighbours.append(cell - c)
            if i + 1 < r:
                neighbours.append(cell + c)
            if j > 0:
                neighbours.append(cell - 1)
            if j + 1 < c:
                neighbours.append(cell + 1)
            for y in neighbours:
                if parent[y] < 0:
                    continue
                a, b = find_root(cell), find_root(y)
                if a == b:
                    continue
                if size[a] < size[b]:
                    a, b = b, a
                parent[b] = a
                size[a] += size[b]
                sheets -= 1
        result.append(sheets)
    return result


data = sys.stdin.buffer.read().split()
r, c, k = int(data[0]), int(data[1]), int(data[2])
nums = list(map(int, data[3:3 + 2 * k]))
freezes = list(zip(nums[0::2], nums[1::2]))
sys.stdout.write(" ".join(map(str, sheet_counts(r, c, freezes))) + "\n")
