import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def merge_lists(a, b):
    dummy = ListNode(0)
    tail = dummy
    while a is not None and b is not None:
        if b.val < a.val:
            tail.next = b
            b = b.next
        else:
            tail.next = a
            a = a.next
        tail = tail.next
    tail.next = a if a is not None else b
    return dummy.next


def sort_chain(head):
    # Top-down merge sort: split with slow/fast pointers, sort the halves, merge.
    # The recursion is only log2(n) levels deep.
    if head is None or head.next is None:
        return head
    slow, fast = head, head.next
    while fast is not None and fast.next is not None:
        slow = slow.next
        fast = fast.next.next
    right = slow.next
    slow.next = None
    return merge_lists(sort_chain(head), sort_chain(right))


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
