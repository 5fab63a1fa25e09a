import sys


def fewest_stamps(values, amount):
    # best[x] = fewest stamps making x. For each value v, best[x] = min(best[x], best[x - v] + 1)
    # for x = v, v + 1, ..., amount. The block best[s:s + v] reads only best[s - v:s], which
    # this value has already updated, so each block is one list comprehension instead of v
    # steps of a Python loop (up to 5 * 10^7 updates).
    impossible = amount + 1
    best = [impossible] * (amount + 1)
    best[0] = 0
    for v in sorted(set(values)):
        if v > amount:
            break
        for s in range(v, amount + 1, v):
            best[s:s + v] = [x if x <= y else y + 1 for x, y in zip(best[s:s + v], best[s - v:s])]
    return -1 if best[amount] >= impossible else best[amount]


data = sys.stdin.buffer.read().split()
n, amount = int(data[0]), int(data[1])
values = list(map(int, data[2:2 + n]))
print(fewest_stamps(values, amount))
