import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def merge_lines(a, b):
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


data = sys.stdin.buffer.read().split()
pos = 0


def read_list():
    global pos
    n = int(data[pos])
    pos += 1
    dummy = ListNode(0)
    tail = dummy
    for i in range(n):
        tail.next = ListNode(int(data[pos + i]))
        tail = tail.next
    pos += n
    return dummy.next


a = read_list()
b = read_list()
vals = []
p = merge_lines(a, b)
while p is not None:
    vals.append(p.val)
    p = p.next
sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")
