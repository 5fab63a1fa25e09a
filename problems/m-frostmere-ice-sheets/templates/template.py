import sys


def sheet_counts(r, c, freezes):
    """freezes[t] = (i, j): the cell that freezes in night t.
    Return a list with the number of ice sheets after every night."""
    # TODO: write your solution here
    return [0] * len(freezes)


data = sys.stdin.buffer.read().split()
r, c, k = int(data[0]), int(data[1]), int(data[2])
nums = list(map(int, data[3:3 + 2 * k]))
freezes = list(zip(nums[0::2], nums[1::2]))
sys.stdout.write(" ".join(map(str, sheet_counts(r, c, freezes))) + "\n")
