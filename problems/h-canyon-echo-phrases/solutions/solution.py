import sys


def main():
    s = sys.stdin.buffer.read().split()[0]  # bytes: indexing gives ints
    n = len(s)
    # odd centres: d1[i] = number of odd palindromes centred at i
    d1 = [0] * n
    l, r = 0, -1
    for i in range(n):
        if i > r:
            k = 1
        else:
            k = d1[l + r - i]
            if k > r - i + 1:
                k = r - i + 1
        while i - k >= 0 and i + k < n and s[i - k] == s[i + k]:
            k += 1
        d1[i] = k
        if i + k - 1 > r:
            l, r = i - k + 1, i + k - 1
    # even centres: d2[i] = number of even palindromes centred between i - 1 and i
    d2 = [0] * n
    l, r = 0, -1
    for i in range(n):
        if i > r:
            k = 0
        else:
            k = d2[l + r - i + 1]
            if k > r - i + 1:
                k = r - i + 1
        while i - k - 1 >= 0 and i + k < n and s[i - k - 1] == s[i + k]:
            k += 1
        d2[i] = k
        if i + k - 1 > r:
            l, r = i - k, i + k - 1
    count = sum(d1) + sum(d2)
    longest = max(2 * max(d1) - 1, 2 * max(d2))
    sys.stdout.write(f'{count} {longest}\n')


main()
