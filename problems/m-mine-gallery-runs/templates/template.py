import sys


def count_runs(n, k, value, children):
    """value[i] is the value of gallery i; children[i] lists the galleries dug out from
    gallery i. Gallery 0 is the entrance. Return the number of runs (straight-down sequences of
    one or more galleries) whose values add up to exactly k. The mine can be a shaft of
    5 * 10^4 galleries: avoid deep recursion."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
value = [int(x) for x in data[2:2 + n]]
children = [[] for _ in range(n)]
for i in range(1, n):
    children[int(data[1 + n + i])].append(i)
sys.stdout.write(f"{count_runs(n, k, value, children)}\n")
