import sys


def plan_legs(segments, k):
    """Split the segments into k consecutive non-empty legs. Return (M, sizes): the smallest
    possible longest leg, and the list of the number of segments of each runner in the plan the
    statement asks for."""
    # TODO: write your solution here
    return 0, [0] * k


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
m, sizes = plan_legs(list(map(int, data[2:2 + n])), k)
sys.stdout.write(f'{m}\n' + ' '.join(map(str, sizes)) + '\n')
