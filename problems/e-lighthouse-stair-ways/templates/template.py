import sys

MOD = 1000000007


def count_ways(steps):
    """For every lighthouse height steps[k], return the number of ways to climb it
    (single or double steps), modulo 1 000 000 007, in the same order."""
    result = [0] * len(steps)
    # TODO: write your solution here
    return result


data = sys.stdin.buffer.read().split()
t = int(data[0])
result = count_ways(list(map(int, data[1:1 + t])))
sys.stdout.write('\n'.join(map(str, result)) + '\n')
