import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    hh = h + h
    ans = [-1] * n
    st = []
    for p in range(2 * n - 1, -1, -1):
        cur = hh[p]
        while st and hh[st[-1]] <= cur:
            st.pop()
        if p < n and st:
            ans[p] = st[-1] - p
        st.append(p)
    sys.stdout.write(' '.join(map(str, ans)) + '\n')


main()
