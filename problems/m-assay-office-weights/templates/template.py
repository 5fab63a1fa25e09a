import sys


def count_measurable(mass, count, M):
    """mass[i] and count[i] describe kind i of weights. Return how many masses m with
    1 <= m <= M can be made exactly, using at most count[i] weights of kind i."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, M = int(data[0]), int(data[1])
mass = [int(data[2 + 2 * i]) for i in range(n)]
count = [int(data[3 + 2 * i]) for i in range(n)]
sys.stdout.write(f'{count_measurable(mass, count, M)}\n')
