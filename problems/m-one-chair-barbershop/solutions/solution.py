import sys
from heapq import heappush, heappop


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:2 * n + 1:2]))
    d = list(map(int, data[2:2 * n + 2:2]))
    by_arrival = sorted(range(n), key=a.__getitem__)
    heap = []  # waiting customers as (duration, number)
    now = 0
    nxt = 0
    order = []
    for _ in range(n):
        if not heap and a[by_arrival[nxt]] > now:
            now = a[by_arrival[nxt]]
        while nxt < n and a[by_arrival[nxt]] <= now:
            who = by_arrival[nxt]
            heappush(heap, (d[who], who))
            nxt += 1
        dur, who = heappop(heap)
        now += dur
        order.append(who + 1)
    sys.stdout.write(' '.join(map(str, order)) + '\n')


main()
