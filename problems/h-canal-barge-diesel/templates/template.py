import sys


def cheapest_trip(n, cap, price, adj):
    """price[u]: the price of one litre in town u. adj[u] lists (v, d): a canal to town v that
    uses d litres. The barge starts in town 0 with an empty tank of capacity cap.
    Return the minimum cost of reaching town n - 1, or -1 if it cannot be reached."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m, cap = int(data[0]), int(data[1]), int(data[2])
price = [int(x) for x in data[3:3 + n]]
adj = [[] for _ in range(n)]
pos = 3 + n
for _ in range(m):
    u, v, d = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
    pos += 3
    adj[u].append((v, d))
    adj[v].append((u, d))
sys.stdout.write(f"{cheapest_trip(n, cap, price, adj)}\n")
