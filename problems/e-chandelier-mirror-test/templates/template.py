import sys


class TreeNode:
    __slots__ = ('val', 'left', 'right')

    def __init__(self, val):
        self.val = val  # the tint of the crystal
        self.left = None
        self.right = None


def first_broken_tier(root):
    """Return the topmost tier (the top crystal is tier 1) that breaks the mirror test, or 0 if
    the chandelier passes (also when root is None). Strands can be 2.5 * 10^4 crystals long:
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
sys.stdout.write(f"{first_broken_tier(node[0] if n > 0 else None)}\n")
