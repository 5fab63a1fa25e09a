import sys


def count_readings(t, book):
    """Return (readings mod 1e9+7, fewest words) for splitting t into code-book words (all str),
    or (0, -1) when t has no reading at all. Tip: DP over positions, with a trie of the code book
    to find the words that start at a position."""
    # TODO: write your solution here
    return 0, -1


data = sys.stdin.buffer.read().split()
k = int(data[1])
ways, fewest = count_readings(data[0].decode(), [w.decode() for w in data[2:2 + k]])
sys.stdout.write(f'{ways} {fewest}\n')
