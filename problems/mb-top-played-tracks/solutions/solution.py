import sys


def top_tracks(plays, k):
    # Count by sorting a copy, then sort (-plays, id) pairs: more plays first, smaller id first.
    a = sorted(plays)
    counts = []
    i = 0
    while i < len(a):
        j = i
        while j < len(a) and a[j] == a[i]:
            j += 1
        counts.append((i - j, a[i]))
        i = j
    counts.sort()
    return [track for _, track in counts[:k]]


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
plays = list(map(int, data[2:2 + n]))
print(' '.join(map(str, top_tracks(plays, k))))
