import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next



def has_loop(head):
    """Return True if following next pointers from head never reaches None (the list has a loop)."""
    # TODO: write your solution here
    return False


data = sys.stdin.buffer.read().split()
n = int(data[0])
nodes = [ListNode(int(data[1 + i])) for i in range(n)]
for i in range(1, n):
    nodes[i - 1].next = nodes[i]
pos = int(data[1 + n])
if pos >= 0:
    nodes[n - 1].next = nodes[pos]  # the last card points back to card pos
print('YES' if has_loop(nodes[0] if n > 0 else None) else 'NO')
