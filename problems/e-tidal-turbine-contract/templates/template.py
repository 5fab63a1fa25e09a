import sys


def best_contract_block(output, k):
    """output[i] is the net output of hour i + 1.
    Return (largest total of k consecutive hours, first hour (1-based) of the earliest such block)."""
    # TODO: write your solution here
    return 0, 1


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
output = list(map(int, data[2:2 + n]))
best, start = best_contract_block(output, k)
sys.stdout.write(f'{best} {start}\n')
