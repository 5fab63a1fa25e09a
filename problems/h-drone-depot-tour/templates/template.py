import sys


def cheapest_tour(cost):
    """cost[i][j] is the energy of the corridor i -> j, or -1 if there is none (cost[i][i] = 0).
    Return the cheapest tour from depot 0 through every depot exactly once and back, or -1."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n = int(data[0])
cost = [list(map(int, data[1 + i * n:1 + (i + 1) * n])) for i in range(n)]
print(cheapest_tour(cost))
