import sys

data = sys.stdin.buffer.read().split()
n, m, q = int(data[0]), int(data[1]), int(data[2])
vals = list(map(int, data[3:3 + 3 * (m + q)]))
ru, rv, rc = vals[0:3 * m:3], vals[1:3 * m:3], vals[2:3 * m:3]
qa, qb, qh = vals[3 * m::3], vals[3 * m + 1::3], vals[3 * m + 2::3]
road_order = sorted(range(m), key=rc.__getitem__, reverse=True)
req_order = sorted(range(q), key=qh.__getitem__, reverse=True)
parent = list(range(n))


def find(x):
    r = x
    while parent[r] != r:
        r = parent[r]
    while parent[x] != r:
        parent[x], x = r, parent[x]
    return r


ok = [False] * q
nxt = 0
for idx in req_order:
    h = qh[idx]
    while nxt < m and rc[road_order[nxt]] >= h:
        e = road_order[nxt]
        nxt += 1
        a, b = find(ru[e]), find(rv[e])
        if a != b:
            parent[a] = b
    ok[idx] = find(qa[idx]) == find(qb[idx])
sys.stdout.write(''.join('YES\n' if x else 'NO\n' for x in ok))
