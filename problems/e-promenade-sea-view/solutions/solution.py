import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    best = 0
    views = 0
    for x in reversed(h):
        if x > best:
            views += 1
            best = x
    sys.stdout.write(f'{views}\n')


main()
