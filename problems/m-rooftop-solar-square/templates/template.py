import sys


def largest_array(roof):
    """roof[i][j] is '.' (free) or '#' (blocked). Return (L, count): the largest side L of a free
    square aligned with the grid and the number of its positions; (0, 0) if no cell is free."""
    # TODO: write your solution here
    return 0, 0


data = sys.stdin.buffer.read().split()
r = int(data[0])
roof = [data[2 + i].decode() for i in range(r)]
L, count = largest_array(roof)
sys.stdout.write(f'{L} {count}\n')
