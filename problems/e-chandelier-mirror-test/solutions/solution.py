import sys
from collections import deque

data = sys.stdin.buffer.read().split()
n = int(data[0])
t = data[1:1 + 3 * n:3]  # tints compared as byte strings (canonical integers)
L = [int(x) for x in data[2:2 + 3 * n:3]]
R = [int(x) for x in data[3:3 + 3 * n:3]]
answer = 0
if n > 0:
    # breadth-first over mirror pairs; the first broken pair is on the topmost broken tier
    q = deque([(L[0], R[0], 2)])
    while q:
        a, b, d = q.popleft()
        if a == -1 and b == -1:
            continue
        if a == -1 or b == -1 or t[a] != t[b]:
            answer = d
            break
        q.append((L[a], R[b], d + 1))
        q.append((R[a], L[b], d + 1))
sys.stdout.write(f"{answer}\n")
