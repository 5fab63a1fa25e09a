import sys


def window_peaks(a, k):
    """Return a list with the maximum of every window a[i..i+k-1], for i = 0 .. n-k, in order."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
a = list(map(int, data[2:2 + n]))
sys.stdout.write(' '.join(map(str, window_peaks(a, k))) + '\n')
