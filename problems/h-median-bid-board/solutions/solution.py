import sys
from heapq import heappush, heappop


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    low = []   # max-heap via negated values
    high = []  # min-heap
    pending = {}
    n_low = n_high = 0
    out = []
    t = 1

    def clean_low():
        while low:
            v = -low[0]
            c = pending.get(v, 0)
            if c == 0:
                break
            if c == 1:
                del pending[v]
            else:
                pending[v] = c - 1
            heappop(low)

    def clean_high():
        while high:
            v = high[0]
            c = pending.get(v, 0)
            if c == 0:
                break
            if c == 1:
                del pending[v]
            else:
                pending[v] = c - 1
            heappop(high)

    for _ in range(q):
        c = data[t]
        t += 1
        if c == b'?':
            out.append('EMPTY' if n_low + n_high == 0 else str(-low[0]))
            continue
        x = int(data[t])
        t += 1
        if c == b'+':
            if n_low == 0 or x <= -low[0]:
                heappush(low, -x)
                n_low += 1
            else:
                heappush(high, x)
                n_high += 1
        else:
            pending[x] = pending.get(x, 0) + 1
            if x <= -low[0]:
                n_low -= 1
            else:
                n_high -= 1
        clean_low()
        clean_high()
        if n_low > n_high + 1:
            heappush(high, -heappop(low))
            n_low -= 1
            n_high += 1
            clean_low()
        elif n_high > n_low:
            heappush(low, -heappop(high))
            n_high -= 1
            n_low += 1
            clean_high()
    sys.stdout.write('\n'.join(out) + '\n')


main()
