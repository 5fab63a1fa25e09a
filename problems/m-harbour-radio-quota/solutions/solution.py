import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    k, w, q = int(data[0]), int(data[1]), int(data[2])
    queues = {}
    out = []
    for i in range(q):
        t = int(data[3 + 2 * i])
        name = data[4 + 2 * i]
        dq = queues.get(name)
        if dq is None:
            dq = deque()
            queues[name] = dq
        while dq and t - dq[0] >= w:
            dq.popleft()
        if len(dq) < k:
            dq.append(t)
            out.append('A')
        else:
            out.append('D')
    sys.stdout.write(''.join(out) + '\n')


main()
