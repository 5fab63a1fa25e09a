import sys


def main():
    data = sys.stdin.buffer.read().split()
    R, C = int(data[0]), int(data[1])
    grid = b''.join(data[2:2 + R])
    k = int(data[2 + R])
    words = data[3 + R:3 + R + k]
    # trie: children[v] is a dict letter -> node; alive[v] = words below v not found yet
    children = [{}]
    end_word = [-1]
    alive = [0]
    parent = [-1]
    for i, w in enumerate(words):
        v = 0
        alive[0] += 1
        for x in w:
            nxt = children[v].get(x)
            if nxt is None:
                nxt = len(children)
                children[v][x] = nxt
                children.append({})
                end_word.append(-1)
                alive.append(0)
                parent.append(v)
            v = nxt
            alive[v] += 1
        end_word[v] = i
    n = R * C
    nbrs = []
    for cell in range(n):
        r, c = divmod(cell, C)
        lst = []
        if r > 0: lst.append(cell - C)
        if r + 1 < R: lst.append(cell + C)
        if c > 0: lst.append(cell - 1)
        if c + 1 < C: lst.append(cell + 1)
        nbrs.append(lst)
    found = [False] * k
    used = [False] * n

    def dfs(cell, v):
        if end_word[v] >= 0:
            found[end_word[v]] = True
            end_word[v] = -1
            u = v
            while u >= 0:
                alive[u] -= 1
                u = parent[u]
        used[cell] = True
        ch = children[v]
        for nb in nbrs[cell]:
            if alive[v] == 0:
                break
            if used[nb]:
                continue
            w = ch.get(grid[nb])
            if w is not None and alive[w] > 0:
                dfs(nb, w)
        used[cell] = False

    root = children[0]
    for cell in range(n):
        if alive[0] == 0:
            break
        w = root.get(grid[cell])
        if w is not None and alive[w] > 0:
            dfs(cell, w)
    sys.stdout.write(''.join('YES\n' if f else 'NO\n' for f in found))


main()
