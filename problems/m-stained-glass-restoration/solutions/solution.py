import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
g = data[2:2 + n]  # the codes' bytes are fine hash keys
count = {}
distinct = 0
left = 0
best_len, best_start = 0, 0
for right in range(n):
    x = g[right]
    c = count.get(x, 0)
    if c == 0:
        distinct += 1
    count[x] = c + 1
    while distinct > k:
        y = g[left]
        left += 1
        count[y] -= 1
        if count[y] == 0:
            distinct -= 1
    if right - left + 1 > best_len:
        best_len = right - left + 1
        best_start = left
sys.stdout.write(f'{best_len} {best_start + 1}\n')
