import sys


def at_most(g, x, d):
    if x <= 0:
        return 0
    cnt = [0] * d
    count = 0
    kinds = 0
    first = 0
    for j, v in enumerate(g):
        if cnt[v] == 0:
            kinds += 1
        cnt[v] += 1
        while kinds > x:
            u = g[first]
            cnt[u] -= 1
            if cnt[u] == 0:
                kinds -= 1
            first += 1
        count += j - first + 1
    return count


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    ids = {}
    g = [ids.setdefault(tok, len(ids)) for tok in data[2:2 + n]]
    d = len(ids)
    sys.stdout.write(f'{at_most(g, k, d) - at_most(g, k - 1, d)}\n')


main()
