import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next



def is_symmetric(head):
    """Return True if the colour codes read the same from head to tail and from tail to head."""
    # TODO: write your solution here
    return False


data = sys.stdin.buffer.read().split()
n = int(data[0])
dummy = ListNode(0)
tail = dummy
for i in range(n):
    tail.next = ListNode(int(data[1 + i]))
    tail = tail.next
print('YES' if is_symmetric(dummy.next) else 'NO')
