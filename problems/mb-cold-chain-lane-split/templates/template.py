import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def split_around(head, x):
    """Move every node with val < x before all other nodes, keeping the order inside both groups.
    Return the head of the rearranged list (None for an empty list)."""
    # TODO: write your solution here
    return head


data = sys.stdin.buffer.read().split()
n = int(data[0])
dummy = ListNode(0)
tail = dummy
for i in range(n):
    tail.next = ListNode(int(data[1 + i]))
    tail = tail.next
x = int(data[1 + n])
vals = []
p = split_around(dummy.next, x)
while p is not None:
    vals.append(p.val)
    p = p.next
sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")
