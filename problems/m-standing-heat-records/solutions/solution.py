import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reverse_list(head):
    prev = None
    while head is not None:
        nx = head.next
        head.next = prev
        prev = head
        head = nx
    return prev


def keep_records(head):
    """Reverse, drop every node smaller than the running maximum, reverse back."""
    rev = reverse_list(head)
    if rev is None:
        return None
    kept = rev
    best = rev.val
    p = rev.next
    while p is not None:
        if p.val >= best:
            best = p.val
            kept.next = p
            kept = p
        p = p.next
    kept.next = None
    return reverse_list(rev)


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for i in range(n, 0, -1):
        head = ListNode(int(data[i]), head)
    vals = []
    p = keep_records(head)
    while p is not None:
        vals.append(p.val)
        p = p.next
    sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")


main()
