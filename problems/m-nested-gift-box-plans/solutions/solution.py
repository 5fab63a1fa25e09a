import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    plans = []
    cur = []

    # '(' before ')' at every step: the plans come out in lexicographic order
    def gen(open_, close):
        if len(cur) == 2 * n:
            plans.append(''.join(cur))
            return
        if open_ < n:
            cur.append('(')
            gen(open_ + 1, close)
            cur.pop()
        if close < open_:
            cur.append(')')
            gen(open_, close + 1)
            cur.pop()

    gen(0, 0)
    out = [str(len(plans))]
    for i in range(q):
        out.append(plans[int(data[2 + i]) - 1])
    sys.stdout.write('\n'.join(out) + '\n')


main()
