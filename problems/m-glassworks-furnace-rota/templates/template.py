import sys


def least_waste(w):
    """w[i][j] is the waste of blower i at furnace j (an n x n table). Return the smallest total
    waste of a one-to-one assignment of blowers to furnaces."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
vals = list(map(int, data[1:1 + n * n]))
w = [vals[i * n:(i + 1) * n] for i in range(n)]
sys.stdout.write(f'{least_waste(w)}\n')
