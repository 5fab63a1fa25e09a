import sys


def first_loop_rope(n, ropes):
    """ropes[i] = (u, v), in the order they were stretched. Return the number (counted from 1)
    of the first rope whose two huts were already linked by earlier ropes, or -1 if none."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 2 * m]))
ropes = list(zip(nums[0::2], nums[1::2]))
sys.stdout.write(f"{first_loop_rope(n, ropes)}\n")
