import sys


def widest_no_loss(e):
    """e[i] is the elevation of marker i. Return the largest j - i over pairs i < j with
    e[i] <= e[j], or 0 if there is no such pair."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
sys.stdout.write(f'{widest_no_loss(list(map(int, data[1:1 + n])))}\n')
