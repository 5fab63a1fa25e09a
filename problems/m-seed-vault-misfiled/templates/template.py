import sys


class TreeNode:
    __slots__ = ('val', 'left', 'right')

    def __init__(self, val):
        self.val = val  # the accession number, up to 10^18 in absolute value
        self.left = None
        self.right = None


def count_misfiled(root):
    """Return the number of misfiled drawers (0 when the tree is ordered: left subtree
    smaller, right subtree greater or equal). The tree can be a chain of 5 * 10^4 drawers:
    avoid deep recursion."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
node = [TreeNode(int(data[1 + 3 * i])) for i in range(n)]
for i in range(n):
    l, r = int(data[2 + 3 * i]), int(data[3 + 3 * i])
    if l != -1:
        node[i].left = node[l]
    if r != -1:
        node[i].right = node[r]
sys.stdout.write(f"{count_misfiled(node[0])}\n")
