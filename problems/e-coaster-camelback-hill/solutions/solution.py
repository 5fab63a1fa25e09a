import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    best = 0
    i = 0
    # two pointers: from each base, climb, then fall; the end of a fall starts the next climb
    while i < n - 1:
        j = i
        while j + 1 < n and h[j] < h[j + 1]:
            j += 1
        if j == i:
            i += 1
            continue
        peak = j
        while j + 1 < n and h[j] > h[j + 1]:
            j += 1
        if j > peak and j - i + 1 > best:
            best = j - i + 1
        i = j if j > peak else peak
    sys.stdout.write(f'{best}\n')


main()
