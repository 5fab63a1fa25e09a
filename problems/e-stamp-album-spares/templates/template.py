import sys


def compact_album(stamps, m):
    """Keep the first m copies of every number, moved to the front of `stamps` in order;
    return how many entries are kept."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
stamps = list(map(int, data[2:2 + n]))
k = compact_album(stamps, m)
sys.stdout.write(f'{k}\n' + ' '.join(map(str, stamps[:k])) + '\n')
