import sys
from array import array
from itertools import accumulate

data = sys.stdin.buffer.read().split()
q = int(data[0])
L = list(map(int, data[1:1 + 2 * q:2]))
R = list(map(int, data[2:2 + 2 * q:2]))
N = max(R)
# is_prime[x] == 1 exactly for the primes
is_prime = bytearray([1]) * (N + 1)
is_prime[0] = 0
is_prime[1] = 0
p = 2
while p * p <= N:
    if is_prime[p]:
        is_prime[p * p::p] = bytes(len(range(p * p, N + 1, p)))
    p += 1
cnt = array('i', accumulate(is_prime))
out = [cnt[r] - (cnt[l - 1]) for l, r in zip(L, R)]
sys.stdout.write('\n'.join(map(str, out)) + '\n')
