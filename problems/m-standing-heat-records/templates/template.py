import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def keep_records(head):
    """Remove every node that has a strictly larger value somewhere after it; keep the order.
    Return the head of the remaining list (None when it is empty)."""
    # TODO: write your solution here
    return head


data = sys.stdin.buffer.read().split()
n = int(data[0])
dummy = ListNode(0)
tail = dummy
for i in range(n):
    tail.next = ListNode(int(data[1 + i]))
    tail = tail.next
vals = []
p = keep_records(dummy.next)
while p is not None:
    vals.append(p.val)
    p = p.next
sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")
