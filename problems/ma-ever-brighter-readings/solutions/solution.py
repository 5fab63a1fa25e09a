import sys
from bisect import bisect_left

data = sys.stdin.buffer.read().split()
n = int(data[0])
tails = []
for token in data[1:1 + n]:
    x = int(token)
    i = bisect_left(tails, x)
    if i == len(tails):
        tails.append(x)
    else:
        tails[i] = x
print(len(tails))
