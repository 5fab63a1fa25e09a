import sys


def min_stops(d, f, pos, fuel):
    """The finish is d km away, the car starts with f litres (1 litre per km); depot i is at
    pos[i] (increasing) with fuel[i] litres. Return the minimum number of stops, or -1."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n = int(data[0])
d = int(data[1])
f = int(data[2])
pos = list(map(int, data[3:3 + 2 * n:2]))
fuel = list(map(int, data[4:4 + 2 * n:2]))
sys.stdout.write(f"{min_stops(d, f, pos, fuel)}\n")
