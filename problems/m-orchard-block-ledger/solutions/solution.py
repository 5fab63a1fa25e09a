import sys
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    pos = 2
    prev = [0] * (c + 1)
    P = [prev]
    for i in range(r):
        row = list(accumulate(map(int, data[pos:pos + c]), initial=0))  # row prefix sums
        pos += c
        cur = [a + b for a, b in zip(prev, row)]
        P.append(cur)
        prev = cur
    q = int(data[pos])
    pos += 1
    out = []
    for t in range(q):
        r1, c1, r2, c2 = int(data[pos]), int(data[pos + 1]), int(data[pos + 2]), int(data[pos + 3])
        pos += 4
        top, bottom = P[r1 - 1], P[r2]
        out.append(bottom[c2] - top[c2] - bottom[c1 - 1] + top[c1 - 1])
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
