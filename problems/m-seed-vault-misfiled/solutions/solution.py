import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
a = [int(x) for x in data[1:1 + 3 * n:3]]
L = [int(x) for x in data[2:2 + 3 * n:3]]
R = [int(x) for x in data[3:3 + 3 * n:3]]
INF = 10 ** 19  # beyond every number: stands for "no bound"
misfiled = 0
st = [(0, -INF, INF)]  # (drawer, lo, hi): the window lo <= a_x < hi
while st:
    x, lo, hi = st.pop()
    v = a[x]
    if v < lo or v >= hi:
        misfiled += 1
    if L[x] != -1:
        st.append((L[x], lo, hi if hi < v else v))
    if R[x] != -1:
        st.append((R[x], lo if lo > v else v, hi))
sys.stdout.write(f"{misfiled}\n")
