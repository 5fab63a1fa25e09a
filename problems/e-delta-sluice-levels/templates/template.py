import sys


def count_at_levels(children, levels):
    """children[u] lists the basins fed directly by basin u; basin 0 is the reservoir.
    Return a list: for every level in `levels` (in order), the number of basins at exactly
    that level. The network may be a chain of 10^5 basins: avoid deep recursion."""
    # TODO: write your solution here
    return [0] * len(levels)


data = sys.stdin.buffer.read().split()
n = int(data[0])
children = [[] for _ in range(n)]
for i in range(1, n):
    children[int(data[i])].append(i)
q = int(data[n])
levels = list(map(int, data[n + 1:n + 1 + q]))
sys.stdout.write(' '.join(map(str, count_at_levels(children, levels))) + '\n')
