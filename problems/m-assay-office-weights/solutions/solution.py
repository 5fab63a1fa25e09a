import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    # bit s of `bits` says whether mass s can be made; Python integers work as bitsets
    bits = 1
    mask = (1 << (m + 1)) - 1
    for k in range(n):
        a, c = int(data[2 + 2 * k]), int(data[3 + 2 * k])
        if a > m:
            continue
        # binary splitting: pieces 1, 2, 4, ... and the remainder, each a 0/1 item
        piece = 1
        while c > 0:
            take = piece if piece < c else c
            bits |= bits << (take * a)
            bits &= mask
            c -= take
            piece <<= 1
    sys.stdout.write(f'{bin(bits).count("1") - 1}\n')


main()
