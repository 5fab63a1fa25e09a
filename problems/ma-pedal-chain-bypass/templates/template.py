import sys

MOD = 1000000007


def bypass_gains(gains):
    """For every i, return the product of all gains except gains[i], reduced modulo 1000000007
    into the range [0, 1000000007). Gains can be negative or zero."""
    # TODO: write your solution here
    return [0] * len(gains)


data = sys.stdin.buffer.read().split()
n = int(data[0])
print(' '.join(map(str, bypass_gains(list(map(int, data[1:1 + n]))))))
