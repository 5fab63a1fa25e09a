import sys


def top_tracks(plays, k):
    """plays lists the played track ids. Return the k most played ids: more plays first,
    ties broken by the smaller id."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
plays = list(map(int, data[2:2 + n]))
print(' '.join(map(str, top_tracks(plays, k))))
