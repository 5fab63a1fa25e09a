import sys

MOD = 1000000007
k = int(sys.stdin.buffer.read())
# Row k of Pascal's triangle mod p, from factorials: C(k, j) = k! / (j! (k - j)!).
fact = [1] * (k + 1)
for i in range(1, k + 1):
    fact[i] = fact[i - 1] * i % MOD
inv = [1] * (k + 1)
inv[k] = pow(fact[k], MOD - 2, MOD)
for i in range(k, 0, -1):
    inv[i - 1] = inv[i] * i % MOD
row = [fact[k] * inv[j] % MOD * inv[k - j] % MOD for j in range(k + 1)]
print(' '.join(map(str, row)))
