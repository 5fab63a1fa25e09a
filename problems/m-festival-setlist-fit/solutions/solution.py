import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, T = int(data[0]), int(data[1]), int(data[2])
    d = [int(x) for x in data[3:3 + n]]
    clash = [0] * n
    p = 3 + n
    for _ in range(m):
        u, v = int(data[p]) - 1, int(data[p + 1]) - 1
        p += 2
        clash[u] |= 1 << v
        clash[v] |= 1 << u
    suf = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suf[i] = suf[i + 1] + d[i]
    cnt = 0
    best = -1
    # iterative depth-first search: take song i before skipping it
    stack = [(0, 0, 0)]
    while stack:
        i, mask, s = stack.pop()
        if s == T:
            if best < 0:
                best = mask
            cnt += 1
            continue
        if i == n or s + suf[i] < T:
            continue
        stack.append((i + 1, mask, s))
        if s + d[i] <= T and not clash[i] & mask:
            stack.append((i + 1, mask | (1 << i), s + d[i]))
    out = [str(cnt)]
    if best >= 0:
        out.append(' '.join(str(k + 1) for k in range(n) if best >> k & 1))
    sys.stdout.write('\n'.join(out) + '\n')


main()
