import sys
from math import isqrt


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for tok in data[1:1 + q]:
        x = int(tok)
        s = isqrt(x)  # exact integer square root (floor)
        out.append(f'{s} {x - s * s}')
    sys.stdout.write('\n'.join(out) + '\n')


main()
