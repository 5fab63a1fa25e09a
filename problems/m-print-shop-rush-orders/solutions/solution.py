import sys
from heapq import heappush, heappushpop


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    d = list(map(int, data[1:1 + 2 * n:2]))
    p = list(map(int, data[2:2 + 2 * n:2]))
    heap = []
    total = 0
    for dl, fee in sorted(zip(d, p)):
        if len(heap) < dl:
            heappush(heap, fee)
            total += fee
        else:
            # the selection is full up to this deadline: keep the larger fees
            dropped = heappushpop(heap, fee)
            total += fee - dropped
    sys.stdout.write(f'{total}\n')


main()
