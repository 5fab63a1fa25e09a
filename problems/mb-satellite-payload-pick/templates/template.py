import sys


def best_payload(W, mass, score):
    """Return the maximum total score of instruments with total mass at most W
    (each instrument used at most once)."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, W = int(data[0]), int(data[1])
mass = list(map(int, data[2:2 + 2 * n:2]))
score = list(map(int, data[3:3 + 2 * n:2]))
print(best_payload(W, mass, score))
