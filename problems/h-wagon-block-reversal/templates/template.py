import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val):
        self.val = val
        self.next = None



def reverse_blocks(head, k):
    """Reverse every complete block of k consecutive nodes in place; an incomplete final block
    keeps its order. Return the new head (None for an empty list)."""
    # TODO: write your solution here
    return head


data = sys.stdin.buffer.read().split()
n = int(data[0])
head = tail = None
for i in range(n):
    node = ListNode(int(data[1 + i]))
    if tail is not None:
        tail.next = node
    else:
        head = node
    tail = node
k = int(data[1 + n])
head = reverse_blocks(head, k)
if head is None:
    print('empty')
else:
    res = []
    while head is not None:
        res.append(head.val)
        head = head.next
    print(' '.join(map(str, res)))
