import sys


def enough(d, k, n):
    """can d drops with k casings handle n platforms? sum of C(d, i), i = 1..k, compared with n"""
    term = 1
    total = 0
    for i in range(1, min(k, d) + 1):
        term = term * (d - i + 1) // i
        total += term
        if total >= n:
            return True
    return False


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for t in range(q):
        k, n = int(data[1 + 2 * t]), int(data[2 + 2 * t])
        lo, hi = 1, n
        while lo < hi:
            mid = (lo + hi) // 2
            if enough(mid, k, n):
                hi = mid
            else:
                lo = mid + 1
        out.append(str(lo))
    sys.stdout.write('\n'.join(out) + '\n')


main()
