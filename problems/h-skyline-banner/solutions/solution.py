import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
h = list(map(int, data[1:1 + n]))
h.append(0)
stack = []
best = 0
for j, height in enumerate(h):
    while stack and h[stack[-1]] > height:
        top = h[stack.pop()]
        left = stack[-1] if stack else -1
        area = top * (j - left - 1)
        if area > best:
            best = area
    stack.append(j)
print(best)
