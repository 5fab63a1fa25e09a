import sys


def cable_cost(n, edges):
    """edges[i] = (u, v, w): a trench between dishes u and v costing w.
    Return the minimum total cost of trenches linking all n dishes, or -1 if impossible."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 3 * m]))
edges = list(zip(nums[0::3], nums[1::3], nums[2::3]))
print(cable_cost(n, edges))
