import sys


def count_districts(n, adj):
    """adj[u] lists the intersections reachable from u by one street.
    Return (number of districts, size of the largest district)."""
    # TODO: write your solution here
    return (0, 0)


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
for i in range(m):
    adj[int(data[2 + 2 * i])].append(int(data[3 + 2 * i]))
count, largest = count_districts(n, adj)
print(count, largest)
