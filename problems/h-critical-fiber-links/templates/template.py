import sys


def critical_cables(n, cables, adj):
    """n sites, cables[i] = (u, v). adj[v] lists pairs (neighbour, cable index).
    Return every critical cable as (a, b) with a < b, sorted ascending."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
cables = []
adj = [[] for _ in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    cables.append((u, v))
    adj[u].append((v, i))
    adj[v].append((u, i))
res = critical_cables(n, cables, adj)
out = [str(len(res))]
out.extend(f'{a} {b}' for a, b in res)
sys.stdout.write('\n'.join(out) + '\n')
