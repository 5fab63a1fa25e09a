import sys

PW = [9 ** k for k in range(20)]


def count_clear(n):
    """number of clear integers in [1, n]"""
    if n <= 0:
        return 0
    d = [ord(c) - 48 for c in str(n)]
    m = len(d)
    total = sum(PW[k] for k in range(1, m))  # shorter numbers
    clear = True
    for i in range(m):
        cur = d[i]
        prev = d[i - 1] if i > 0 else -1
        ways = sum(1 for x in range(1 if i == 0 else 0, cur) if x != prev)
        total += ways * PW[m - 1 - i]
        if cur == prev:  # n's prefix is not clear
            clear = False
            break
    if clear:
        total += 1  # n itself
    return total


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        lo, hi = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append(str(count_clear(hi) - count_clear(lo - 1)))
    sys.stdout.write('\n'.join(out) + '\n')


main()
