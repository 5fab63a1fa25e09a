import sys


def min_wire_length(xs, ys):
    """Lantern i hangs above (xs[i], ys[i]). Return the minimum total length of wire
    (Manhattan distances) that connects all lanterns."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
xs = [int(data[1 + 2 * i]) for i in range(n)]
ys = [int(data[2 + 2 * i]) for i in range(n)]
sys.stdout.write(f'{min_wire_length(xs, ys)}\n')
