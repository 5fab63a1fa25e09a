import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n, c = int(data[0]), int(data[1])
    counts = Counter(data[2:2 + n])
    m = max(counts.values())
    t = sum(1 for v in counts.values() if v == m)
    sys.stdout.write(f'{max(n, (m - 1) * (c + 1) + t)}\n')


main()
