import sys

data = sys.stdin.buffer.read().split()
r, c = int(data[0]), int(data[1])
MOD = 1000000007
W = c + 2
BIG = 1 << 40  # border cells are higher than everything, so they are never "lower"
h = [BIG] * (W * (r + 2))
vals = list(map(int, data[2:2 + r * c]))
for i in range(r):
    h[(i + 1) * W + 1:(i + 1) * W + 1 + c] = vals[i * c:(i + 1) * c]
cells = [(i + 1) * W + 1 + j for i in range(r) for j in range(c)]
cells.sort(key=h.__getitem__)
length = [0] * len(h)
count = [0] * len(h)
best = 0
total = 0
for v in cells:
    hv = h[v]
    L, ways = 1, 1
    for u in (v - 1, v + 1, v - W, v + W):
        if h[u] < hv:
            lu = length[u] + 1
            if lu > L:
                L, ways = lu, count[u]
            elif lu == L:
                ways = (ways + count[u]) % MOD
    length[v] = L
    count[v] = ways
    if L > best:
        best, total = L, ways
    elif L == best:
        total = (total + ways) % MOD
sys.stdout.write(f'{best} {total}\n')
