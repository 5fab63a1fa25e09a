import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
e = list(map(int, data[2:2 + n]))
total = sum(e[:k])
best, start = total, 0
for s in range(1, n - k + 1):
    total += e[s + k - 1] - e[s - 1]
    if total > best:
        best, start = total, s
sys.stdout.write(f'{best} {start + 1}\n')
