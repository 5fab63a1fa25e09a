import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def sort_chain(head):
    """Sort the list in ascending order in O(n log n) time and return the new head
    (None for an empty list). Merge sort works well on linked lists."""
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
p = sort_chain(dummy.next)
while p is not None:
    vals.append(p.val)
    p = p.next
sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")
