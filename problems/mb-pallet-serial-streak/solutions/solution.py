import sys


def longest_streak(tags):
    # Sort, then scan: skip equal neighbours, extend the run on a difference of exactly 1.
    if not tags:
        return 0
    tags = sorted(tags)
    best = run = 1
    for prev, cur in zip(tags, tags[1:]):
        if cur == prev:
            continue
        run = run + 1 if cur == prev + 1 else 1
        if run > best:
            best = run
    return best


data = sys.stdin.buffer.read().split()
n = int(data[0])
tags = list(map(int, data[1:1 + n]))
print(longest_streak(tags))
