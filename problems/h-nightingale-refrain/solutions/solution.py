import sys


def main():
    s = sys.stdin.buffer.read().split()[0]
    n = len(s)
    M = (1 << 61) - 1
    B = 1000003
    h = [0] * (n + 1)
    p = [1] * (n + 1)
    for i in range(n):
        h[i + 1] = (h[i] * B + s[i]) % M
        p[i + 1] = p[i] * B % M

    def keys(L):
        q = p[L]
        return [(h[i + L] - h[i] * q) % M for i in range(n - L + 1)]

    lo, hi = 0, n - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        k = keys(mid)
        if len(set(k)) < len(k):
            lo = mid
        else:
            hi = mid - 1
    if lo == 0:
        sys.stdout.write('0\n')
        return
    k = keys(lo)
    seen = {}
    repeated = set()
    for x in k:
        if x in seen:
            repeated.add(x)
        seen[x] = 1
    first = next(i for i, x in enumerate(k) if x in repeated)
    sys.stdout.write(f'{lo} {first + 1}\n')


main()
