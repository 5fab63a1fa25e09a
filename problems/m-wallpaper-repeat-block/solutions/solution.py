import sys


def main():
    data = sys.stdin.buffer.read().split()
    s = data[0]
    n = len(s)
    pi = [0] * n
    j = 0
    for i in range(1, n):
        c = s[i]
        while j > 0 and c != s[j]:
            j = pi[j - 1]
        if c == s[j]:
            j += 1
        pi[i] = j
    q = int(data[1])
    out = [str(L - pi[L - 1]) for L in map(int, data[2:2 + q])]
    sys.stdout.write('\n'.join(out) + '\n')


main()
