import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    vals = [int(v) & 0xFFFFFFFF for v in data[1:n + 1]]
    x = 0
    for b in range(32):
        mask = 1 << b
        c = sum(1 for v in vals if v & mask)
        if c % 3:
            x |= mask
    if x >= 1 << 31:
        x -= 1 << 32
    sys.stdout.write(str(x) + '\n')


main()
