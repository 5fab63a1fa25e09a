import sys


class TreeNode:
    __slots__ = ('val', 'left', 'right')

    def __init__(self, val):
        self.val = val  # the call number
        self.left = None
        self.right = None


def section_ranks(node, questions):
    """node[i] is node i of the binary search tree; node[0] is the root. questions is a list of
    (x, k). For every question return the k-th smallest call number in the section (subtree) of
    node x, or -1 if it has fewer than k books. The tree can be a chain of 3 * 10^4 nodes: avoid
    deep recursion."""
    # TODO: write your solution here
    return [-1 for _ in questions]


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
questions = [(int(data[2 + 3 * n + 2 * i]), int(data[3 + 3 * n + 2 * i])) for i in range(q)]
sys.stdout.write("".join(f"{a}\n" for a in section_ranks(node, questions)))
