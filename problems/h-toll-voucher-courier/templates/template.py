import sys


def min_toll(n, k, roads):
    """roads[u] lists (v, toll) for every road at city u (two-way roads appear at both ends).
    Return the minimum total toll from city 0 to city n - 1 with at most k vouchers
    (each makes one use of one road free), or -1 if city n - 1 is unreachable."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m, k = int(data[0]), int(data[1]), int(data[2])
roads = [[] for _ in range(n)]
for i in range(m):
    u, v, w = int(data[3 + 3 * i]), int(data[4 + 3 * i]), int(data[5 + 3 * i])
    roads[u].append((v, w))
    roads[v].append((u, w))
sys.stdout.write(f'{min_toll(n, k, roads)}\n')
