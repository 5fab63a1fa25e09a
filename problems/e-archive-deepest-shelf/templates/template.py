import sys


class TreeNode:
    __slots__ = ('val', 'left', 'right')

    def __init__(self, val):
        self.val = val  # the number of letters in the box
        self.left = None
        self.right = None


def deepest_shelf(root):
    """Return (number of shelves, total letters on the deepest shelf); (0, 0) for an empty
    archive (root is None). The tree may be a chain of 5 * 10^4 boxes: avoid deep recursion."""
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
ans = deepest_shelf(node[0] if n > 0 else None)
sys.stdout.write(f"{ans[0]} {ans[1]}\n")
