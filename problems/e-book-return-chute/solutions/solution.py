import sys

data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
seen = set()
distinct = [0] * (n + 1)
count = 0
for p in range(1, n + 1):
    c = data[1 + p]  # the code's bytes are a fine hash key
    if c not in seen:
        seen.add(c)
        count += 1
    distinct[p] = count
out = [distinct[int(x)] for x in data[2 + n:2 + n + q]]
sys.stdout.write('\n'.join(map(str, out)) + '\n')
