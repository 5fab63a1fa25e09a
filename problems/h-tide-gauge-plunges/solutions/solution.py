import sys
from bisect import bisect_right

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
a = list(map(int, data[2:2 + n]))
vals = sorted(set(a))
m = len(vals)
rank = {v: i + 1 for i, v in enumerate(vals)}  # 1-based Fenwick positions
tree = [0] * (m + 1)
answer = 0
for j in range(n):
    # earlier readings <= k * a_j sit at positions 1..p; the others are plunges
    p = bisect_right(vals, k * a[j])
    below = 0
    while p > 0:
        below += tree[p]
        p &= p - 1
    answer += j - below
    i = rank[a[j]]
    while i <= m:
        tree[i] += 1
        i += i & -i
sys.stdout.write(f'{answer}\n')
