import sys


def count_thriving(n, l, r, v, T):
    """n pots numbered 1..n. Round k gives v[k] ml to every pot from l[k] to r[k] (both
    included). Return how many pots receive at least T ml in total."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, q, T = int(data[0]), int(data[1]), int(data[2])
vals = list(map(int, data[3:3 + 3 * q]))
l, r, v = vals[0::3], vals[1::3], vals[2::3]
sys.stdout.write(f'{count_thriving(n, l, r, v, T)}\n')
