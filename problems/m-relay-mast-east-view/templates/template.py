import sys


class TreeNode:
    __slots__ = ('val', 'left', 'right')

    def __init__(self, val):
        self.val = val  # the gain of the mast
        self.left = None  # the mast it feeds to the west
        self.right = None  # the mast it feeds to the east


def east_view(root):
    """Return one pair per tier, from the top: (gain of the easternmost mast, total gain of
    the tier). The tree can be a chain of 5 * 10^4 masts: avoid deep recursion."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
n = int(data[0])
node = [TreeNode(int(data[1 + 3 * i])) for i in range(n)]
for i in range(n):
    l, r = int(data[2 + 3 * i]), int(data[3 + 3 * i])
    if l != -1:
        node[i].left = node[l]
    if r != -1:
        node[i].right = node[r]
tiers = east_view(node[0])
sys.stdout.write("".join(f"{e} {s}\n" for e, s in tiers))
