import sys


def kth_smallest_gap(x, k):
    """x[i] is the position of buoy i (any order, duplicates allowed). Return the k-th smallest
    of the n (n - 1) / 2 gaps |x[i] - x[j]| over unordered pairs i != j (k counts from 1)."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
sys.stdout.write(f'{kth_smallest_gap(list(map(int, data[2:2 + n])), k)}\n')
