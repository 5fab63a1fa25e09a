import sys
from heapq import heappush, heappop


def main():
    data = sys.stdin.buffer.read().split()
    n, k, w = int(data[0]), int(data[1]), int(data[2])
    c = list(map(int, data[3:3 + n]))
    p = list(map(int, data[3 + n:3 + 2 * n]))
    projects = sorted(zip(c, p))
    heap = []  # negated profits
    ptr = 0
    taken = 0
    for _ in range(k):
        while ptr < n and projects[ptr][0] <= w:
            heappush(heap, -projects[ptr][1])
            ptr += 1
        if not heap:
            break
        w -= heappop(heap)
        taken += 1
    sys.stdout.write(f'{w} {taken}\n')


main()
