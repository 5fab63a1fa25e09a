import sys
from collections import deque

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
a = list(map(int, data[2:2 + n]))
dq = deque()
res = []
for j, value in enumerate(a):
    while dq and a[dq[-1]] <= value:
        dq.pop()
    dq.append(j)
    if dq[0] <= j - k:
        dq.popleft()
    if j >= k - 1:
        res.append(a[dq[0]])
sys.stdout.write(' '.join(map(str, res)) + '\n')
