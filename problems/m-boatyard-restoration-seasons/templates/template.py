import sys


def min_seasons(n, after):
    """after[u] lists every job v with a rule "u v" (u must be finished before v starts).
    Return the minimum number of seasons to finish all n jobs, or -1 if that is impossible."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
after = [[] for _ in range(n)]
for i in range(m):
    after[int(data[2 + 2 * i])].append(int(data[3 + 2 * i]))
sys.stdout.write(f'{min_seasons(n, after)}\n')
