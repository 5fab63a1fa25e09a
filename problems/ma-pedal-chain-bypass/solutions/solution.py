import sys

MOD = 1000000007
data = sys.stdin.buffer.read().split()
n = int(data[0])
g = [int(x) % MOD for x in data[1:1 + n]]
ans = [0] * n
left = 1
for i in range(n):
    ans[i] = left
    left = left * g[i] % MOD
right = 1
for i in range(n - 1, -1, -1):
    ans[i] = ans[i] * right % MOD
    right = right * g[i] % MOD
print(' '.join(map(str, ans)))
