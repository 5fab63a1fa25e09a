import sys


def min_weld_cost(a):
    """Return the minimum total cost of welding all pieces into one chain
    (welding pieces of lengths x and y costs x + y)."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
a = list(map(int, data[1:1 + n]))
sys.stdout.write(f"{min_weld_cost(a)}\n")
