import sys

MOD = 1000000007


def bin_paths(k):
    """Return k + 1 numbers: for every bin j = 0..k, the number of different paths that end in
    bin j, modulo 1 000 000 007."""
    result = [0] * (k + 1)
    # TODO: write your solution here
    return result


k = int(sys.stdin.buffer.read())
print(' '.join(map(str, bin_paths(k))))
