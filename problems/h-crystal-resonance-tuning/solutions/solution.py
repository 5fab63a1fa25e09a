import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    # the basis kept fully reduced and sorted in decreasing order: then inserting is
    # "a = min(a, a ^ b)" over the basis and a query is "x = max(x, x ^ b)"
    basis = []
    out = []
    for i in range(q):
        v = int(data[2 + 2 * i])
        if data[1 + 2 * i] == b'1':
            for b in basis:
                v = min(v, v ^ b)
            if v:
                top = v.bit_length() - 1
                # clear bit `top` from the other basis vectors to keep the basis reduced
                basis = [b ^ v if (b >> top) & 1 else b for b in basis]
                basis.append(v)
                basis.sort(reverse=True)
        else:
            for b in basis:
                v = max(v, v ^ b)
            out.append(v)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
