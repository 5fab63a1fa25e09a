import sys


def total_clash(patterns):
    """patterns[i] is a 20-bit chime pattern. Return the sum, over all pairs i < j, of the number
    of bits in which patterns[i] and patterns[j] differ."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
patterns = list(map(int, data[1:1 + n]))
sys.stdout.write(f'{total_clash(patterns)}\n')
