import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    cnt = Counter(map(int, data[1:1 + n]))
    winners = sorted(c for c, k in cnt.items() if 3 * k > n)
    sys.stdout.write((' '.join(map(str, winners)) if winners else '-1') + '\n')


main()
