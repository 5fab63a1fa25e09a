import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    s = list(map(int, data[1:1 + 2 * n:2]))
    e = list(map(int, data[2:2 + 2 * n:2]))
    order = sorted(range(n), key=lambda i: (s[i], i))
    for j in range(1, n):
        prev, cur = order[j - 1], order[j]
        if s[cur] < e[prev]:
            sys.stdout.write(f'{prev + 1} {cur + 1}\n')
            return
    sys.stdout.write('-1\n')


main()
