import sys

MOD = 1000000007
data = sys.stdin.buffer.read().split()
t = int(data[0])
q = list(map(int, data[1:1 + t]))
mx = max([1] + q)
ways = [1] * (mx + 1)
for i in range(2, mx + 1):
    ways[i] = (ways[i - 1] + ways[i - 2]) % MOD
sys.stdout.write('\n'.join(str(ways[x]) for x in q) + '\n')
