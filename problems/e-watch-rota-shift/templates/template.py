import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def shift_rota(head, k):
    """Apply k shifts (each moves the tail node to the front) and return the new head
    (None for an empty list). Relink the existing nodes."""
    # TODO: write your solution here
    return head


data = sys.stdin.buffer.read().split()
n = int(data[0])
head = None
for i in range(n, 0, -1):
    head = ListNode(int(data[i]), head)
k = int(data[1 + n])
vals = []
p = shift_rota(head, k)
while p is not None:
    vals.append(p.val)
    p = p.next
sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")
