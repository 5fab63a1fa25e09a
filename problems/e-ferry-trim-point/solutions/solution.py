import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    total = sum(a)
    left = 0
    answer = -1
    for i, x in enumerate(a):
        if 2 * left + x == total:
            answer = i
            break
        left += x
    sys.stdout.write(f'{answer}\n')


main()
