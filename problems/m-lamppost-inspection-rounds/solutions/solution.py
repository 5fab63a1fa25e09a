import sys
from math import gcd


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for t in range(q):
        a, b, c, k = (int(data[1 + 4 * t + i]) for i in range(4))
        ab = a // gcd(a, b) * b
        ac = a // gcd(a, c) * c
        bc = b // gcd(b, c) * c
        abc = ab // gcd(ab, c) * c
        lo, hi = 1, k * min(a, b, c)
        while lo < hi:
            mid = (lo + hi) >> 1
            if mid // a + mid // b + mid // c - mid // ab - mid // ac - mid // bc + mid // abc >= k:
                hi = mid
            else:
                lo = mid + 1
        out.append(lo)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
