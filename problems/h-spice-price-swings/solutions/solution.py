import sys


def sum_of_maxima(a, n):
    left = [0] * n
    right = [0] * n
    st = []
    for i in range(n):
        x = a[i]
        while st and a[st[-1]] < x:
            st.pop()
        left[i] = st[-1] if st else -1
        st.append(i)
    st = []
    for i in range(n - 1, -1, -1):
        x = a[i]
        while st and a[st[-1]] <= x:
            st.pop()
        right[i] = st[-1] if st else n
        st.append(i)
    return sum(a[i] * (i - left[i]) * (right[i] - i) for i in range(n))


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = list(map(int, data[1:1 + n]))
    neg = [-x for x in p]
    sys.stdout.write(f'{sum_of_maxima(p, n) + sum_of_maxima(neg, n)}\n')


main()
