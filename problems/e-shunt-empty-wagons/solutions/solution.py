import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
v = list(map(int, data[1:1 + n]))
loaded = [x for x in v if x != 0]
print(' '.join(map(str, loaded + [0] * (n - len(loaded)))))
