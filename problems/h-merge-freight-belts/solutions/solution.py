import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val):
        self.val = val
        self.next = None



def merge_two(a, b):
    dummy = ListNode(0)
    tail = dummy
    while a is not None and b is not None:
        if a.val <= b.val:
            tail.next = a
            a = a.next
        else:
            tail.next = b
            b = b.next
        tail = tail.next
    tail.next = a if a is not None else b
    return dummy.next


def merge_belts(lists):
    k = len(lists)
    if k == 0:
        return None
    step = 1
    while step < k:
        for i in range(0, k - step, 2 * step):
            lists[i] = merge_two(lists[i], lists[i + step])
        step *= 2
    return lists[0]


data = sys.stdin.buffer.read().split()
p = 0
k = int(data[p])
p += 1
lists = [None] * k
for i in range(k):
    n = int(data[p])
    p += 1
    tail = None
    for j in range(n):
        node = ListNode(int(data[p + j]))
        if tail is not None:
            tail.next = node
        else:
            lists[i] = node
        tail = node
    p += n
head = merge_belts(lists)
if head is None:
    print('empty')
else:
    res = []
    while head is not None:
        res.append(head.val)
        head = head.next
    print(' '.join(map(str, res)))
