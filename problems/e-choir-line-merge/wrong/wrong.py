# Learner's mistake: after the merge loop only the rest of the SECOND list is attached, so
# singers left over in the first list are dropped.
import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val):
        self.val = val
        self.next = None


def build(values):
    dummy = ListNode(0)
    tail = dummy
    for v in values:
        tail.next = ListNode(v)
        tail = tail.next
    return dummy.next


def merge_lines(a, b):
    dummy = ListNode(0)
    tail = dummy
    while a and b:
        if b.val < a.val:
            tail.next = b
            b = b.next
        else:
            tail.next = a
            a = a.next
        tail = tail.next
    tail.next = b
    return dummy.next


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    n = int(data[pos]); pos += 1
    a = [int(x) for x in data[pos:pos + n]]; pos += n
    m = int(data[pos]); pos += 1
    b = [int(x) for x in data[pos:pos + m]]; pos += m
    head = merge_lines(build(a), build(b))
    out = []
    p = head
    while p:
        out.append(str(p.val))
        p = p.next
    sys.stdout.write(f"{len(out)}\n{' '.join(out)}\n")


main()
