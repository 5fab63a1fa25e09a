import sys


class TreeNode:
    __slots__ = ('val', 'left', 'right')

    def __init__(self, val):
        self.val = val  # the score of the gate
        self.left = None
        self.right = None


def check_scorecards(root, claims):
    """For every claimed score return True if some run (top gate down to a gate with no next
    gate) scores exactly that. The course can be a line of 3 * 10^4 gates: avoid deep
    recursion."""
    # TODO: write your solution here
    return [False for _ in claims]


data = sys.stdin.buffer.read().split()
n = int(data[0])
node = [TreeNode(int(data[1 + 3 * i])) for i in range(n)]
for i in range(n):
    l, r = int(data[2 + 3 * i]), int(data[3 + 3 * i])
    if l != -1:
        node[i].left = node[l]
    if r != -1:
        node[i].right = node[r]
q = int(data[1 + 3 * n])
claims = [int(x) for x in data[2 + 3 * n:2 + 3 * n + q]]
sys.stdout.write("".join("YES\n" if a else "NO\n" for a in check_scorecards(node[0], claims)))
