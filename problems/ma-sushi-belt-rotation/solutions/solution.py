import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
shift = int(data[1]) % n
plates = data[2:2 + n]
print(' '.join(x.decode() for x in plates[n - shift:] + plates[:n - shift]))
