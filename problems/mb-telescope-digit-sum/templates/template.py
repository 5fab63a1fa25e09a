import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def add_tallies(a, b):
    """a and b hold the digits of two numbers, ones digit first.
    Return the head of a new chain holding the digits of a + b, ones digit first."""
    # TODO: write your solution here
    return None


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
