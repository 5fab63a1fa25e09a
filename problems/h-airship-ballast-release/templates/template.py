import sys


def count_releases(weight, L, R):
    """weight[i] is the weight of sack i (n <= 36). Return the number of sets of sacks (the empty
    set included) whose total weight lies in [L, R]."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, L, R = int(data[0]), int(data[1]), int(data[2])
weight = list(map(int, data[3:3 + n]))
sys.stdout.write(f'{count_releases(weight, L, R)}\n')
