import sys


def main():
    s = sys.stdin.buffer.read().split()[0]
    n = len(s)
    t = s + b'#' + s[::-1]  # indexing bytes gives ints
    m = len(t)
    # prefix function of t
    pi = [0] * m
    k = 0
    for i in range(1, m):
        c = t[i]
        while k and c != t[k]:
            k = pi[k - 1]
        if c == t[k]:
            k += 1
        pi[i] = k
    # k = pi[m - 1]: longest prefix of s that is a palindrome
    sys.stdout.write(f'{n - k}\n')


main()
