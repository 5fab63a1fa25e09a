import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
v = data[1:1 + n]
cand = None
cnt = 0
for x in v:
    if cnt == 0:
        cand, cnt = x, 1
    elif x == cand:
        cnt += 1
    else:
        cnt -= 1
print(int(cand) if n > 0 and 2 * v.count(cand) > n else -1)
