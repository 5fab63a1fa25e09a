import sys


def first_trim_point(loads):
    """loads[i] is the net load of bay i + 1. Return the first bay (1-based) whose left and
    right sides weigh the same, or -1 if there is none."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n = int(data[0])
loads = [int(x) for x in data[1:1 + n]]
sys.stdout.write(f'{first_trim_point(loads)}\n')
