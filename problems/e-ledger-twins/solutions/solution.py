import sys

data = sys.stdin.buffer.read().split()
n, t = int(data[0]), int(data[1])
first = {}
answer = '-1'
for j in range(n):
    x = int(data[2 + j])
    i = first.get(t - x)
    if i is not None:
        answer = f'{i} {j}'
        break
    if x not in first:
        first[x] = j
print(answer)
