import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def shift_rota(head, k):
    """Cut the list after node n - r and put the last r nodes in front."""
    if head is None:
        return None
    n = 1
    tail = head
    while tail.next is not None:
        tail = tail.next
        n += 1
    r = k % n
    if r == 0:
        return head
    new_tail = head
    for _ in range(n - r - 1):
        new_tail = new_tail.next
    new_head = new_tail.next
    new_tail.next = None
    tail.next = head
    return new_head


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for i in range(n, 0, -1):
        head = ListNode(int(data[i]), head)
    k = int(data[1 + n])
    vals = []
    p = shift_rota(head, k)
    while p is not None:
        vals.append(p.val)
        p = p.next
    sys.stdout.write(f"{len(vals)}\n{' '.join(map(str, vals))}\n")


main()
