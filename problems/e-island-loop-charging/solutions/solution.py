import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    c = data[1:1 + n]
    d = data[1 + n:1 + 2 * n]
    total = 0
    battery = 0
    start = 0
    for i in range(n):
        g = int(c[i]) - int(d[i])
        total += g
        battery += g
        if battery < 0:
            start = i + 1
            battery = 0
    sys.stdout.write(f'{-1 if total < 0 else start}\n')


main()
