# Learner's mistake: the deque holds VALUES, equal values are popped from the back (<=), and the
# front is dropped whenever it equals the reading leaving the window, so when the leaving reading
# ties with a later one the surviving copy is thrown away too.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    dq = deque()
    out = []
    for j in range(n):
        if j >= k and dq and dq[0] == a[j - k]:
            dq.popleft()
        while dq and dq[-1] <= a[j]:
            dq.pop()
        dq.append(a[j])
        if j >= k - 1:
            out.append(str(dq[0]))
    sys.stdout.write(" ".join(out) + "\n")


main()
