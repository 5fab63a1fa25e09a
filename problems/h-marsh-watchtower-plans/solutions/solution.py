import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    full = (1 << n) - 1
    marsh = [0] * n
    fixed = [full] * n  # the allowed columns of each row because of existing towers
    bad = False
    for r in range(n):
        row = data[1 + r]
        towers = 0
        for c in range(n):
            ch = row[c]
            if ch == 35:  # '#'
                marsh[r] |= 1 << c
            elif ch == 84:  # 'T'
                towers += 1
                fixed[r] = 1 << c
        if towers > 1:
            bad = True
    if bad:
        sys.stdout.write('0\n')
        return
    allowed = [fixed[r] & ~marsh[r] & full for r in range(n)]
    last = n - 1

    def go(r, cols, dl, dr):
        avail = allowed[r] & ~(cols | dl | dr)
        if r == last:
            return bin(avail).count('1')
        total = 0
        nr = r + 1
        while avail:
            b = avail & -avail
            avail ^= b
            total += go(nr, cols | b, ((dl | b) << 1) & full, (dr | b) >> 1)
        return total

    sys.stdout.write(str(go(0, 0, 0, 0)) + '\n')


main()
