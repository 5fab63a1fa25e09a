import sys


def rigging_order(n, after):
    """after[u] lists every job v with a rule "u v" (u must be finished before v starts).
    Return the lexicographically smallest valid running order of all n jobs (a list),
    or an empty list if no valid order exists."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
after = [[] for _ in range(n)]
for i in range(m):
    after[int(data[2 + 2 * i])].append(int(data[3 + 2 * i]))
order = rigging_order(n, after)
print('IMPOSSIBLE' if not order else ' '.join(map(str, order)))
