import sys


def count_beat_pairs(freqs, k):
    """Return the number of pairs i < j with abs(freqs[i] - freqs[j]) == k."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
freqs = list(map(int, data[2:2 + n]))
sys.stdout.write(f'{count_beat_pairs(freqs, k)}\n')
