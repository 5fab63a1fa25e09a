import sys


def repair_cost(received, reference):
    """Return the minimum number of single-character insertions, deletions and replacements
    that turn received into reference."""
    # TODO: write your solution here
    return 0


received, reference = sys.stdin.buffer.read().decode().split()[:2]
print(repair_cost(received, reference))
