import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    cnt = {}
    level = [[]]  # level[f]: books that brought their title to f copies
    m = 0
    out = []
    t = 1
    for _ in range(q):
        c = data[t]
        t += 1
        if c == b'+':
            x = data[t]
            t += 1
            f = cnt.get(x, 0) + 1
            cnt[x] = f
            if len(level) <= f:
                level.append([])
            level[f].append(x)
            if f > m:
                m = f
        elif m == 0:
            out.append(b'EMPTY')
        else:
            lv = level[m]
            x = lv.pop()
            cnt[x] -= 1
            if not lv:
                m -= 1
            out.append(x)
    sys.stdout.write(b'\n'.join(out).decode() + '\n')


main()
