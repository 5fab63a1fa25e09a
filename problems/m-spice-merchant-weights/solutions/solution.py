import sys

data = sys.stdin.buffer.read().split()
n, A = int(data[0]), int(data[1])
weights = [int(x) for x in data[2:2 + n]]
MOD = 1000000007
ways = [0] * (A + 1)
ways[0] = 1
for w in weights:
    if w > A:
        continue
    # ways[a] += ways[a - w], in increasing a: the weight may be used again
    for a in range(w, A + 1):
        v = ways[a] + ways[a - w]
        ways[a] = v - MOD if v >= MOD else v
sys.stdout.write(f'{ways[A]}\n')
