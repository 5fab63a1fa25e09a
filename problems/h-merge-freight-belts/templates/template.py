import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val):
        self.val = val
        self.next = None



def merge_belts(lists):
    """lists[i] is the head of belt i (None if the belt is empty); every belt is sorted.
    Re-link all nodes into one sorted chain and return its head (None if there are no nodes)."""
    # TODO: write your solution here
    return None


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
