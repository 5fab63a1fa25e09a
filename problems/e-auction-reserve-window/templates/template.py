import sys


class TreeNode:
    __slots__ = ('val', 'left', 'right')

    def __init__(self, val):
        self.val = val  # the reserve price of the lot
        self.left = None
        self.right = None


def reserve_window(root, lo, hi):
    """The tree is a binary search tree (distinct prices). Return (number of lots with
    lo <= price <= hi, sum of their prices); root is None for an empty register.
    The tree can be a chain of 5 * 10^4 lots: avoid deep recursion."""
    # TODO: write your solution here
    return (0, 0)


data = sys.stdin.buffer.read().split()
n = int(data[0])
node = [TreeNode(int(data[1 + 3 * i])) for i in range(n)]
for i in range(n):
    l, r = int(data[2 + 3 * i]), int(data[3 + 3 * i])
    if l != -1:
        node[i].left = node[l]
    if r != -1:
        node[i].right = node[r]
lo, hi = int(data[1 + 3 * n]), int(data[2 + 3 * n])
ans = reserve_window(node[0] if n > 0 else None, lo, hi)
sys.stdout.write(f"{ans[0]} {ans[1]}\n")
