import sys


def cheapest_fare(n, flights, src, dst, k):
    """flights[i] = (from, to, price). Return the cheapest price from src to dst using at most
    k + 1 flights, or -1 if impossible."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
p = 2
flights = []
for _ in range(m):
    flights.append((int(data[p]), int(data[p + 1]), int(data[p + 2])))
    p += 3
src, dst, k = int(data[p]), int(data[p + 1]), int(data[p + 2])
print(cheapest_fare(n, flights, src, dst, k))
