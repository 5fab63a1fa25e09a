import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next



def reverse_list(head):
    prev = None
    while head is not None:
        nxt = head.next
        head.next = prev
        prev = head
        head = nxt
    return prev


def is_symmetric(head):
    if head is None:
        return True
    slow = fast = head
    while fast.next is not None and fast.next.next is not None:
        slow = slow.next
        fast = fast.next.next
    second = reverse_list(slow.next)
    ok = True
    p, q = head, second
    while q is not None:
        if p.val != q.val:
            ok = False
            break
        p, q = p.next, q.next
    slow.next = reverse_list(second)
    return ok


data = sys.stdin.buffer.read().split()
n = int(data[0])
dummy = ListNode(0)
tail = dummy
for i in range(n):
    tail.next = ListNode(int(data[1 + i]))
    tail = tail.next
print('YES' if is_symmetric(dummy.next) else 'NO')
