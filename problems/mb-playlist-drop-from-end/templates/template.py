import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def drop_from_end(head, k):
    """Remove the k-th node counting from the tail (the tail is k = 1) and return the new head
    (None when no node remains)."""
    # TODO: write your solution here
    return head


data = sys.stdin.buffer.read().split()
n = int(data[0])
dummy = ListNode(0)
tail = dummy
for i in range(n):
    tail.next = ListNode(int(data[1 + i]))
    tail = tail.next
k = int(data[1 + n])
vals = []
p = drop_from_end(dummy.next, k)
while p is not None:
    vals.append(p.val)
    p = p.next
sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")
