import sys


def count_kayak_pairs(loads, limit):
    """loads is sorted in non-decreasing order.
    Return the number of pairs i < j with loads[i] + loads[j] <= limit."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, limit = int(data[0]), int(data[1])
loads = list(map(int, data[2:2 + n]))
sys.stdout.write(f'{count_kayak_pairs(loads, limit)}\n')
