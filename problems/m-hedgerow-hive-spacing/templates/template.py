import sys


def widest_spacing(spots, k):
    """spots[i] is the position of a marked spot (distinct, in any order). Choose k different
    spots so that the smallest distance between two chosen spots is as large as possible; return
    it."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
sys.stdout.write(f'{widest_spacing(list(map(int, data[2:2 + n])), k)}\n')
