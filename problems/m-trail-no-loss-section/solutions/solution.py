import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    e = list(map(int, data[1:1 + n]))
    st = []  # strictly decreasing prefix minima (indices)
    low = None
    for i, x in enumerate(e):
        if low is None or x < low:
            st.append(i)
            low = x
    best = 0
    j = n - 1
    while j >= 0 and st:
        x = e[j]
        while st and e[st[-1]] <= x:
            i = st.pop()
            if j - i > best:
                best = j - i
        j -= 1
    sys.stdout.write(f'{best}\n')


main()
