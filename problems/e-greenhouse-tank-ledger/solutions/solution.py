import sys

data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
pre = [0] * (n + 1)
for i in range(1, n + 1):
    pre[i] = pre[i - 1] + int(data[1 + i])
out = []
p = 2 + n
for _ in range(q):
    l, r = int(data[p]), int(data[p + 1])
    p += 2
    out.append(pre[r] - pre[l - 1])
sys.stdout.write('\n'.join(map(str, out)) + '\n')
