import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def split_around(head, x):
    # Distribute the nodes into a "below x" chain and an "at least x" chain, then join them.
    low_dummy = ListNode(0)
    high_dummy = ListNode(0)
    low_tail = low_dummy
    high_tail = high_dummy
    p = head
    while p is not None:
        if p.val < x:
            low_tail.next = p
            low_tail = p
        else:
            high_tail.next = p
            high_tail = p
        p = p.next
    high_tail.next = None
    low_tail.next = high_dummy.next
    return low_dummy.next


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
