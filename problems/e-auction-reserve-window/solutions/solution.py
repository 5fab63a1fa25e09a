import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
p = [int(x) for x in data[1:1 + 3 * n:3]]
L = [int(x) for x in data[2:2 + 3 * n:3]]
R = [int(x) for x in data[3:3 + 3 * n:3]]
lo, hi = int(data[1 + 3 * n]), int(data[2 + 3 * n])
count = 0
total = 0
st = [0] if n > 0 else []
while st:
    x = st.pop()
    v = p[x]
    if v < lo:
        if R[x] != -1:
            st.append(R[x])
    elif v > hi:
        if L[x] != -1:
            st.append(L[x])
    else:
        count += 1
        total += v
        if L[x] != -1:
            st.append(L[x])
        if R[x] != -1:
            st.append(R[x])
sys.stdout.write(f"{count} {total}\n")
