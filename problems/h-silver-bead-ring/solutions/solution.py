import sys
from operator import add

data = sys.stdin.buffer.read().split()
n = int(data[0])
m = [int(x) for x in data[1:1 + n]]
# the ring cut open and doubled: every arc of the ring is an interval of b
b = m + m[:n - 1]
N = len(b)
pre = [0] * (N + 1)
for i, x in enumerate(b):
    pre[i + 1] = pre[i] + x
# R[i][L]: cheapest way to melt the interval of length L starting at i into one bead
# C[j][L]: the same for the interval of length L ending at j
R = [[0, 0] for _ in range(N)]
C = [[0, 0] for _ in range(N)]
for L in range(2, n + 1):
    for i in range(N - L + 1):
        j = i + L - 1
        best = min(map(add, R[i][1:L], C[j][L - 1:0:-1])) + pre[j + 1] - pre[i]
        R[i].append(best)
        C[j].append(best)
answer = min(R[i][n] for i in range(n)) if n > 1 else 0
sys.stdout.write(f'{answer}\n')
