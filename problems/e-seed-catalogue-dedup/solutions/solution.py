import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def remove_repeats(head):
    cur = head
    while cur is not None and cur.next is not None:
        if cur.next.val == cur.val:
            cur.next = cur.next.next
        else:
            cur = cur.next
    return head


data = sys.stdin.buffer.read().split()
n = int(data[0])
dummy = ListNode(0)
tail = dummy
for i in range(n):
    tail.next = ListNode(int(data[1 + i]))
    tail = tail.next
head = dummy.next
vals = []
p = remove_repeats(head)
while p is not None:
    vals.append(p.val)
    p = p.next
sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")
