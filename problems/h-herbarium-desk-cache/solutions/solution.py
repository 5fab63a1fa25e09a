import sys


def main():
    data = sys.stdin.buffer.read().split()
    c, q = int(data[0]), int(data[1])
    value = {}
    count = {}
    group = {}  # count -> dict of keys in order of last use (oldest first)
    min_count = 0
    out = []
    t = 2

    def use(key):
        nonlocal min_count
        f = count[key]
        frm = group[f]
        del frm[key]
        if not frm:
            del group[f]
            if min_count == f:
                min_count = f + 1
        count[key] = f + 1
        to = group.get(f + 1)
        if to is None:
            to = group[f + 1] = {}
        to[key] = None

    for _ in range(q):
        op = data[t]
        key = int(data[t + 1])
        if op == b'get':
            t += 2
            if key in value:
                use(key)
                out.append(str(value[key]))
            else:
                out.append('-1')
            continue
        val = int(data[t + 2])
        t += 3
        if key in value:
            value[key] = val
            use(key)
            continue
        if len(value) == c:
            lst = group[min_count]
            victim = next(iter(lst))
            del lst[victim]
            if not lst:
                del group[min_count]
            del value[victim]
            del count[victim]
        value[key] = val
        count[key] = 1
        one = group.get(1)
        if one is None:
            one = group[1] = {}
        one[key] = None
        min_count = 1
    sys.stdout.write('\n'.join(out) + '\n')


main()
