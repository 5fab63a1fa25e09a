import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
g = [int(x) for x in data[1:1 + 3 * n:3]]
L = [int(x) for x in data[2:2 + 3 * n:3]]
R = [int(x) for x in data[3:3 + 3 * n:3]]
out = []
level = [0]
while level:
    nxt = []
    total = 0
    for x in level:
        total += g[x]
        if L[x] != -1:
            nxt.append(L[x])
        if R[x] != -1:
            nxt.append(R[x])
    out.append(f"{g[level[-1]]} {total}")
    level = nxt
sys.stdout.write("\n".join(out) + "\n")
