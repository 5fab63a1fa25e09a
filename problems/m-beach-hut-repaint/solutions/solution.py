import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    s = data[2].decode()
    best, best_start = 0, 0
    if k >= n:
        best, best_start = n, 0
    else:
        for c in set(s):
            # positions of huts of another colour, with sentinels at both ends
            p = [-1] + [i for i, ch in enumerate(s) if ch != c] + [n]
            if len(p) - 2 <= k:
                best, best_start = n, 0
                break
            # a longest window for colour c lies strictly between p[i] and p[i + k + 1]
            for a, b in zip(p, p[k + 1:]):
                length = b - a - 1
                if length > best or (length == best and a + 1 < best_start):
                    best, best_start = length, a + 1
    sys.stdout.write(f'{best} {best_start + 1}\n')


main()
