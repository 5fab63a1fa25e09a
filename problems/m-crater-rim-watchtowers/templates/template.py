import sys


def steps_to_taller(heights):
    """heights[i] is the height of tower i, towers in clockwise order on a closed rim. Return, for
    every tower, the number of clockwise steps to the first strictly taller tower, or -1."""
    # TODO: write your solution here
    return [-1] * len(heights)


data = sys.stdin.buffer.read().split()
n = int(data[0])
heights = list(map(int, data[1:1 + n]))
sys.stdout.write(' '.join(map(str, steps_to_taller(heights))) + '\n')
