import sys
from heapq import heappush, heappop


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    s = list(map(int, data[1:1 + 2 * n:2]))
    e = list(map(int, data[2:2 + 2 * n:2]))
    order = sorted(range(n), key=lambda i: (s[i], i))
    busy = []  # (end, room)
    free = []
    room = [0] * n
    k = 0
    for i in order:
        si = s[i]
        while busy and busy[0][0] <= si:
            heappush(free, heappop(busy)[1])
        if free:
            r = heappop(free)
        else:
            k += 1
            r = k
        room[i] = r
        heappush(busy, (e[i], r))
    sys.stdout.write(f'{k}\n' + ' '.join(map(str, room)) + '\n')


main()
