import sys


def count_segments(codes, k):
    """codes[i] < 2^20. Return the number of segments l..r (l <= r) whose codes XOR to k."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
codes = list(map(int, data[2:2 + n]))
sys.stdout.write(f'{count_segments(codes, k)}\n')
