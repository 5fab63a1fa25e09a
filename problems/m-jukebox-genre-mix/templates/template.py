import sys


def count_mixes(genres, k):
    """Return the number of stretches of consecutive songs with exactly k different genres."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
genres = list(map(int, data[2:2 + n]))
sys.stdout.write(f'{count_mixes(genres, k)}\n')
