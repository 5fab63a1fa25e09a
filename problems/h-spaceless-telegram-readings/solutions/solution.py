import sys


def main():
    data = sys.stdin.buffer.read().split()
    MOD = 10 ** 9 + 7
    t = data[0]
    k = int(data[1])
    children = [{}]
    is_end = [False]
    for w in data[2:2 + k]:
        v = 0
        for c in w:
            nxt = children[v].get(c)
            if nxt is None:
                nxt = len(children)
                children[v][c] = nxt
                children.append({})
                is_end.append(False)
            v = nxt
        is_end[v] = True
    n = len(t)
    INF = float('inf')
    ways = [0] * (n + 1)
    fewest = [INF] * (n + 1)
    ways[0] = 1
    fewest[0] = 0
    for i in range(n):
        f = fewest[i]
        if f == INF:
            continue
        wi = ways[i]
        f1 = f + 1
        node = children[0]
        for j in range(i, min(n, i + 50)):
            v = node.get(t[j])
            if v is None:
                break
            if is_end[v]:
                ways[j + 1] = (ways[j + 1] + wi) % MOD
                if f1 < fewest[j + 1]:
                    fewest[j + 1] = f1
            node = children[v]
    if fewest[n] == INF:
        sys.stdout.write('0 -1\n')
    else:
        sys.stdout.write(f'{ways[n]} {fewest[n]}\n')


main()
