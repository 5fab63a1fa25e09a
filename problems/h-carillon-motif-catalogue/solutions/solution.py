import sys


def main():
    s = sys.stdin.buffer.read().split()[0]
    mod = 1000000007
    d = 1  # different subsequences so far, the empty one included
    last = [0] * 128  # d just before the previous occurrence of each letter was added
    for c in s:  # iterating bytes yields ints
        nd = (2 * d - last[c]) % mod  # Python's % is never negative
        last[c] = d
        d = nd
    sys.stdout.write(f'{(d - 1) % mod}\n')


main()
