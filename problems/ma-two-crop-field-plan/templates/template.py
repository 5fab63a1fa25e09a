import sys


def plant_plan(n, adj):
    """adj[u] lists the plots that share a border with plot u (each border appears in both lists).
    Return the plan as a string of n letters 'W' (wheat) / 'B' (barley) in which the
    smallest-numbered plot of every connected group is 'W', or '' if no valid plan exists."""
    # TODO: write your solution here
    return ''


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    adj[u].append(v)
    adj[v].append(u)
plan = plant_plan(n, adj)
print(plan if plan else 'IMPOSSIBLE')
