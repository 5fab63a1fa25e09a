import sys


def network_cost(n, lines):
    """lines[i] = (u, v, w, heritage): a tram line between stops u and v costing w;
    heritage = 1 means it must be reopened. Return the minimum total cost of a network that
    contains every heritage line and connects all n stops, or -1 if that is impossible."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 4 * m]))
lines = list(zip(nums[0::4], nums[1::4], nums[2::4], nums[3::4]))
sys.stdout.write(f"{network_cost(n, lines)}\n")
