import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    up = down = 1  # longest dance so far ending with a rise / with a fall
    prev = h[0]
    for x in h[1:]:
        if x > prev:
            up = down + 1
        elif x < prev:
            down = up + 1
        prev = x
    sys.stdout.write(f'{max(up, down)}\n')


main()
