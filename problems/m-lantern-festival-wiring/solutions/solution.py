import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
# points not yet in the network, and their distance to the network
rx = list(map(int, data[1:1 + 2 * n:2]))
ry = list(map(int, data[2:2 + 2 * n:2]))
rd = [0] + [1 << 62] * (n - 1)
total = 0
while rx:
    best = min(rd)
    i = rd.index(best)
    total += best
    x0, y0 = rx[i], ry[i]
    # remove point i by moving the last one into its place
    rx[i] = rx[-1]
    ry[i] = ry[-1]
    rd[i] = rd[-1]
    rx.pop()
    ry.pop()
    rd.pop()
    rd = [d if d < t else t for d, t in zip(rd, [abs(x - x0) + abs(y - y0) for x, y in zip(rx, ry)])]
sys.stdout.write(f'{total}\n')
