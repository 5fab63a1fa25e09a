import sys


def count_boxable_runs(change, k):
    """change[i] is the stock change of day i + 1.
    Return the number of runs of consecutive days whose total is a multiple of k."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
change = list(map(int, data[2:2 + n]))
sys.stdout.write(f'{count_boxable_runs(change, k)}\n')
