import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    total = 0
    for b in range(20):
        k = sum((x >> b) & 1 for x in a)
        total += k * (n - k)
    sys.stdout.write(f'{total}\n')


main()
