import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    end = far = jumps = 0
    for i in range(n):
        if i > end:
            if far < i:
                sys.stdout.write('-1\n')
                return
            jumps += 1
            end = far
        r = i + a[i]
        if r > far:
            far = r
    sys.stdout.write(f'{jumps}\n')


main()
