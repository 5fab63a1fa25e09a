import sys

MOD = 1000000007


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    vals = list(map(int, data[1:1 + 4 * q]))
    # the factorial table only needs to reach the largest n of any binomial in the input
    n_max = 1
    for t in range(q):
        x, y, u, v = vals[4 * t:4 * t + 4]
        if u <= x and v <= y:
            n_max = max(n_max, u + v, x - u + y - v)
    fact = [1] * (n_max + 1)
    f = 1
    for i in range(1, n_max + 1):
        f = f * i % MOD
        fact[i] = f
    inv = [1] * (n_max + 1)
    g = pow(fact[n_max], MOD - 2, MOD)
    for i in range(n_max, 0, -1):
        inv[i] = g
        g = g * i % MOD
    inv[0] = g
    out = []
    for t in range(q):
        x, y, u, v = vals[4 * t:4 * t + 4]
        if u <= x and v <= y:
            a, b = u + v, x - u + y - v
            out.append(fact[a] * inv[u] % MOD * inv[v] % MOD * fact[b] % MOD * inv[x - u] % MOD * inv[y - v] % MOD)
        else:
            out.append(0)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
