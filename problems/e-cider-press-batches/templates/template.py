import sys


def shortest_batch(weights, target):
    """Return the length of the shortest block of consecutive crates weighing at least target,
    or 0 if there is none."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, target = int(data[0]), int(data[1])
weights = list(map(int, data[2:2 + n]))
sys.stdout.write(f'{shortest_batch(weights, target)}\n')
