import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
prev2 = 0
prev1 = int(data[1])
for p in range(1, n):
    prev2, prev1 = prev1, int(data[1 + p]) + min(prev1, prev2)
print(min(prev1, prev2))
