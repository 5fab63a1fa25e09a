import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    v = [int(x) for x in data[2:2 + n]]
    par = [-1] + [int(x) for x in data[2 + n:1 + 2 * n]]
    children = [[] for _ in range(n)]
    for i in range(1, n):
        children[par[i]].append(i)
    cnt = {0: 1}  # prefix sums on the current root path -> how many prefixes have them
    S = [0] * n
    answer = 0
    st = [0]  # x >= 0: enter x; ~x: leave x
    get = cnt.get
    while st:
        x = st.pop()
        if x < 0:
            s = S[~x]
            c = cnt[s] - 1
            if c:
                cnt[s] = c
            else:
                del cnt[s]
            continue
        s = (S[par[x]] if x else 0) + v[x]
        S[x] = s
        answer += get(s - k, 0)
        cnt[s] = get(s, 0) + 1
        st.append(~x)
        st.extend(children[x])
    sys.stdout.write(f"{answer}\n")


main()
