import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    vals = list(map(int, data[1:1 + 3 * n]))
    red = white = blue = 0  # cheapest plan so far ending in each colour
    for i in range(0, 3 * n, 3):
        r, w, b = vals[i], vals[i + 1], vals[i + 2]
        red, white, blue = (r + (white if white < blue else blue),
                            w + (red if red < blue else blue),
                            b + (red if red < white else white))
    sys.stdout.write(f'{min(red, white, blue)}\n')


main()
