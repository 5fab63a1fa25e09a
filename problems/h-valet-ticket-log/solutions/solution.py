import sys


def main():
    s = sys.stdin.buffer.read().split()[0]
    n = len(s)
    best = [0] * n  # longest balanced substring ending at i
    L = 0
    count = 0
    close, open_ = 41, 40  # ')' and '(' as bytes
    for i in range(1, n):
        if s[i] != close:
            continue
        j = i - best[i - 1] - 1  # the character this ')' could close
        if j >= 0 and s[j] == open_:
            b = best[i - 1] + 2 + (best[j - 1] if j >= 1 else 0)
            best[i] = b
            if b > L:
                L = b
                count = 1
            elif b == L:
                count += 1
    sys.stdout.write(f'{L} {count if L else 0}\n')


main()
