import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
a = list(map(int, data[1:1 + n]))
# Fenwick tree over the values' ranks: for each entry, count the earlier entries larger than it.
rank = {value: i + 1 for i, value in enumerate(sorted(set(a)))}
size = len(rank)
tree = [0] * (size + 1)
inv = 0
for seen, value in enumerate(a):
    r = rank[value]
    not_larger = 0
    i = r
    while i > 0:
        not_larger += tree[i]
        i &= i - 1
    inv += seen - not_larger
    while r <= size:
        tree[r] += 1
        r += r & -r
print(inv)
