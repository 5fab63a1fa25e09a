import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def middle_node(head):
    """Return the middle node of the list (the second of the two middle nodes when the length
    is even)."""
    # TODO: write your solution here
    return None


data = sys.stdin.buffer.read().split()
n = int(data[0])
dummy = ListNode(0)
tail = dummy
for i in range(n):
    tail.next = ListNode(int(data[1 + i]))
    tail = tail.next
head = dummy.next
vals = []
p = middle_node(head)
while p is not None:
    vals.append(p.val)
    p = p.next
sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")
