import sys


def count_balanced_stretches(balance, k):
    seen = {0: 1}  # prefix sum -> how many prefixes have it
    prefix = count = 0
    for x in balance:
        prefix += x
        count += seen.get(prefix - k, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    return count


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
balance = list(map(int, data[2:2 + n]))
print(count_balanced_stretches(balance, k))
