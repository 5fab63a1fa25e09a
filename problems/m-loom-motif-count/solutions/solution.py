import sys


def main():
    data = sys.stdin.buffer.read().split()
    t, p = data[0], data[1]
    n, m = len(t), len(p)
    pi = [0] * m
    j = 0
    for i in range(1, m):
        c = p[i]
        while j > 0 and c != p[j]:
            j = pi[j - 1]
        if c == p[j]:
            j += 1
        pi[i] = j
    count = 0
    first = []
    j = 0
    last = pi[m - 1]
    for i in range(n):
        c = t[i]
        while j > 0 and c != p[j]:
            j = pi[j - 1]
        if c == p[j]:
            j += 1
            if j == m:
                count += 1
                if count <= 10:
                    first.append(i - m + 2)
                j = last
    out = str(count) + '\n'
    if count:
        out += ' '.join(map(str, first)) + '\n'
    sys.stdout.write(out)


main()
