import sys


def count_starts(fuel, cost):
    """fuel[i] litres can be loaded at island i; the leg from island i to island (i + 1) % n
    burns cost[i] litres. Return how many islands the ferry can start from (empty tank) and sail
    the whole loop without the tank ever going below empty."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
fuel = list(map(int, data[1:1 + n]))
cost = list(map(int, data[1 + n:1 + 2 * n]))
sys.stdout.write(f'{count_starts(fuel, cost)}\n')
