import sys


def shortest_delays(n, adj, source):
    """adj[u] holds pairs (v, w): a one-way link from station u to station v with delay w.
    Return a list of n numbers: the smallest total delay from source to every station,
    or -1 for stations the signal cannot reach."""
    # TODO: write your solution here
    return [0] * n


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
p = 2
for _ in range(m):
    adj[int(data[p])].append((int(data[p + 1]), int(data[p + 2])))
    p += 3
s, q = int(data[p]), int(data[p + 1])
p += 2
dist = shortest_delays(n, adj, s)
sys.stdout.write('\n'.join(str(dist[int(data[p + i])]) for i in range(q)) + '\n')
