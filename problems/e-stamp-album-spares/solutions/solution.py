import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    k = 0
    for x in a:
        if k < m or a[k - m] != x:
            a[k] = x
            k += 1
    sys.stdout.write(f'{k}\n' + ' '.join(map(str, a[:k])) + '\n')


main()
