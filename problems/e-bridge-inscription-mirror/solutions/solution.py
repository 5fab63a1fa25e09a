import sys


def main():
    text = sys.stdin.buffer.read().decode('ascii')
    w = ''.join(ch for ch in text if ch.isalpha()).lower()
    if w == w[::-1]:
        sys.stdout.write('0\n')
        return
    i, j = 0, len(w) - 1
    while w[i] == w[j]:
        i += 1
        j -= 1
    a = w[i + 1:j + 1]
    b = w[i:j]
    sys.stdout.write('1\n' if a == a[::-1] or b == b[::-1] else '-1\n')


main()
