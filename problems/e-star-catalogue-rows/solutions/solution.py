import sys
from bisect import bisect_left, bisect_right


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    q = int(data[1 + n])
    out = []
    for tok in data[2 + n:2 + n + q]:
        x = int(tok)
        lo = bisect_left(a, x)
        hi = bisect_right(a, x)
        out.append('-1 -1' if lo == hi else f'{lo} {hi - 1}')
    sys.stdout.write('\n'.join(out) + '\n')


main()
