import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    s = [int(x) for x in data[1:1 + 3 * n:3]]
    L = [int(x) for x in data[2:2 + 3 * n:3]]
    R = [int(x) for x in data[3:3 + 3 * n:3]]
    runs = set()  # every complete run's score, once
    st = [(0, s[0])]
    while st:
        x, total = st.pop()
        l, r = L[x], R[x]
        if l == -1 and r == -1:
            runs.add(total)
        if l != -1:
            st.append((l, total + s[l]))
        if r != -1:
            st.append((r, total + s[r]))
    q = int(data[1 + 3 * n])
    claims = data[2 + 3 * n:2 + 3 * n + q]
    sys.stdout.write("\n".join("YES" if int(t) in runs else "NO" for t in claims) + "\n")


main()
