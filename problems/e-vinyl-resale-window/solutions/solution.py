import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
p = list(map(int, data[2:2 + n]))
best = 0
cheapest = float('inf')
for j in range(k, n):
    if p[j - k] < cheapest:
        cheapest = p[j - k]
    if p[j] - cheapest > best:
        best = p[j] - cheapest
print(best)
