import sys


def best_arc(p):
    """p[i] is the result of station i on a ring (station n - 1 is followed by station 0).
    Return the largest sum of an arc of 1 to n consecutive stations, possibly wrapping."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
sys.stdout.write(f'{best_arc(list(map(int, data[1:1 + n])))}\n')
