import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def add_tallies(a, b):
    # Column addition from the ones digit; a dummy head collects the result.
    dummy = ListNode(0)
    tail = dummy
    carry = 0
    while a is not None or b is not None or carry:
        s = carry
        if a is not None:
            s += a.val
            a = a.next
        if b is not None:
            s += b.val
            b = b.next
        tail.next = ListNode(s % 10)
        tail = tail.next
        carry = s // 10
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
p = add_tallies(a, b)
while p is not None:
    vals.append(p.val)
    p = p.next
sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")
