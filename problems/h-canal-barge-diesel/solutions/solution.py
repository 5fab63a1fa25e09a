import sys
from heapq import heappush, heappop


def cheapest_trip(n, cap, price, adj):
    # Dijkstra over states (town, litres in the tank), numbered town * (cap + 1) + litres. From a
    # state the barge can buy one litre (cost: the town's price) or sail a canal that needs no more
    # diesel than it carries (cost 0).
    S = cap + 1
    INF = float("inf")
    dist = [INF] * (n * S)
    dist[0] = 0
    heap = [(0, 0)]
    target = (n - 1) * S
    while heap:
        d, state = heappop(heap)
        if d != dist[state]:
            continue
        if state >= target:
            return d
        town, fuel = divmod(state, S)
        if fuel < cap:
            nd = d + price[town]
            if nd < dist[state + 1]:
                dist[state + 1] = nd
                heappush(heap, (nd, state + 1))
        for nxt, need in adj[town]:
            if need <= fuel:
                to = nxt * S + fuel - need
                if d < dist[to]:
                    dist[to] = d
                    heappush(heap, (d, to))
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
