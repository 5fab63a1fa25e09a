import sys
from itertools import repeat
from operator import add


def best_payload(W, mass, score):
    # 0/1 knapsack over capacities: with item (m, v), best[c] = max(best[c], best[c - m] + v),
    # every right side read before this item changed anything (so it is used at most once).
    # One list comprehension per item replaces the downward loop over c (up to 5 * 10^7 steps).
    best = [0] * (W + 1)
    for m, v in zip(mass, score):
        if m > W:
            continue
        best[m:] = [x if x > y else y for x, y in zip(best[m:], map(add, best, repeat(v)))]
    return best[W]


data = sys.stdin.buffer.read().split()
n, W = int(data[0]), int(data[1])
mass = list(map(int, data[2:2 + 2 * n:2]))
score = list(map(int, data[3:3 + 2 * n:2]))
print(best_payload(W, mass, score))
