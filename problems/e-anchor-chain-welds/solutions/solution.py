import sys
from heapq import heapify, heappop, heapreplace


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heap = list(map(int, data[1:1 + n]))
    heapify(heap)
    # Huffman greedy: always weld the two shortest pieces.
    cost = 0
    while len(heap) > 1:
        x = heappop(heap)
        y = heap[0]
        cost += x + y
        heapreplace(heap, x + y)
    sys.stdout.write(f"{cost}\n")


main()
