import sys


def min_sensors(n, children):
    """children[i] lists the valves joined to valve i by a pipe, below it when the tree is
    rooted at valve 0. Return the smallest number of sensors (a sensor watches its valve and
    every valve joined to it) that watch every valve. The network can be a line of 5 * 10^4
    valves: avoid deep recursion."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
children = [[] for _ in range(n)]
for i in range(1, n):
    children[int(data[i])].append(i)
sys.stdout.write(f"{min_sensors(n, children)}\n")
