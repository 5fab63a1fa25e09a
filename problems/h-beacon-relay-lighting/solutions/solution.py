import sys


def main():
    MOD = 1000000007
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    v = [int(x) for x in data[1:1 + n]]
    par = [-1] + [int(x) for x in data[1 + n:2 * n]]
    children = [[] for _ in range(n)]
    for i in range(1, n):
        children[par[i]].append(i)
    order = [0]
    for x in order:
        order.extend(children[x])
    lit_s = v[:]
    lit_w = [1] * n
    dark_s = [0] * n
    dark_w = [1] * n
    best = (0, 0)
    for x in reversed(order):
        ls, ds = lit_s[x], dark_s[x]
        if ls > ds:
            es, ew = ls, lit_w[x]
        elif ls < ds:
            es, ew = ds, dark_w[x]
        else:
            es, ew = ls, (lit_w[x] + dark_w[x]) % MOD
        if x == 0:
            best = (es, ew)
            break
        p = par[x]
        lit_s[p] += ds
        lit_w[p] = lit_w[p] * dark_w[x] % MOD
        dark_s[p] += es
        dark_w[p] = dark_w[p] * ew % MOD
    sys.stdout.write(f"{best[0]} {best[1]}\n")


main()
