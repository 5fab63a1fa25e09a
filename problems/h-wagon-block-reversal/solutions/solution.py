import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val):
        self.val = val
        self.next = None



def reverse_blocks(head, k):
    dummy = ListNode(0)
    dummy.next = head
    group_prev = dummy
    while True:
        kth = group_prev
        for _ in range(k):
            kth = kth.next
            if kth is None:
                return dummy.next
        first = group_prev.next
        prev, cur = kth.next, first
        for _ in range(k):
            cur.next, prev, cur = prev, cur, cur.next
        group_prev.next = kth
        group_prev = first


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
