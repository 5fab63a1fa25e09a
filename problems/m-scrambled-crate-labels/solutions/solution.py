import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    count = Counter(bytes(sorted(w)) for w in data[1:1 + n])
    sizes = sorted(count.values(), reverse=True)
    sys.stdout.write(f'{len(sizes)}\n' + ' '.join(map(str, sizes)) + '\n')


main()
