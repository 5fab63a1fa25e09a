import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
take = float('-inf')
skip = 0
for i in range(n):
    take, skip = skip + int(data[1 + i]), max(skip, take)
print(max(take, skip))
