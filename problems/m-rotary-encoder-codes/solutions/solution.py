import sys


def decode(g):
    g ^= g >> 1
    g ^= g >> 2
    g ^= g >> 4
    g ^= g >> 8
    g ^= g >> 16
    g ^= g >> 32
    return g


def main():
    lines = sys.stdin.buffer.read().split(b'\n')
    b, q = map(int, lines[0].split())
    mask = (1 << b) - 1
    out = []
    for i in range(1, q + 1):
        t = lines[i].split()
        x = int(t[1])
        if t[0] == b'1':
            out.append(x ^ (x >> 1))
        elif t[0] == b'2':
            out.append(decode(x))
        else:
            out.append((decode(int(t[2])) - decode(x)) & mask)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
