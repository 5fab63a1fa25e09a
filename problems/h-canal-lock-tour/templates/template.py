import sys


def best_tour(n, value, children):
    """value[i] is what passing lock i earns (may be negative); children[i] lists the locks
    joined to lock i below it (lock 0 is the root). Return the largest value of a tour: a path
    of one or more distinct locks along canal stretches. The network can be a line of 5 * 10^4
    locks: avoid deep recursion."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
value = [int(x) for x in data[1:1 + n]]
children = [[] for _ in range(n)]
for i in range(1, n):
    children[int(data[n + i])].append(i)
sys.stdout.write(f"{best_tour(n, value, children)}\n")
