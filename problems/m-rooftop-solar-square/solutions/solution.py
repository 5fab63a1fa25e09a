import sys


def main():
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    prev = [0] * (c + 1)  # side of the largest free square ending here
    best = 0
    count = 0
    hash_ = 35  # '#'
    for i in range(r):
        row = data[2 + i]
        cur = [0] * (c + 1)
        left = 0
        diag = 0  # prev[j - 1]
        for j in range(c):
            up = prev[j + 1]
            if row[j] == hash_:
                left = 0
            else:
                s = up if up < left else left
                if diag < s:
                    s = diag
                left = s + 1
                if left >= best:
                    if left > best:
                        best = left
                        count = 1
                    else:
                        count += 1
            cur[j + 1] = left
            diag = up
        prev = cur
    if best == 0:
        count = 0
    sys.stdout.write(f'{best} {count}\n')


main()
