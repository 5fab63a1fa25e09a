import sys


def longest_repainted_run(colours, k):
    """Return (maximum run length, 1-based number of the first hut of the earliest such run)."""
    # TODO: write your solution here
    return (0, 1)


data = sys.stdin.read().split()
k = int(data[1])
colours = data[2]
ans = longest_repainted_run(colours, k)
sys.stdout.write(f'{ans[0]} {ans[1]}\n')
