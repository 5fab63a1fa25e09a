import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
if n == 0:
    sys.stdout.write("0 0\n")
else:
    c = [int(x) for x in data[1:1 + 3 * n:3]]
    L = [int(x) for x in data[2:2 + 3 * n:3]]
    R = [int(x) for x in data[3:3 + 3 * n:3]]
    # breadth-first, one shelf per round
    level = [0]
    shelves = 0
    total = 0
    while level:
        shelves += 1
        total = 0
        nxt = []
        for x in level:
            total += c[x]
            if L[x] != -1:
                nxt.append(L[x])
            if R[x] != -1:
                nxt.append(R[x])
        level = nxt
    sys.stdout.write(f"{shelves} {total}\n")
