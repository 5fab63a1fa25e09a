import sys
from heapq import heappush, heappop


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    d = int(data[1])
    rng = int(data[2])
    pos = list(map(int, data[3:3 + 2 * n:2]))
    fuel = list(map(int, data[4:4 + 2 * n:2]))
    pos.append(d)
    passed = []  # negated fuel of reached but unused depots (a max-heap)
    stops = 0
    for i in range(n + 1):
        p = pos[i]
        while rng < p:
            if not passed:
                sys.stdout.write("-1\n")
                return
            rng -= heappop(passed)
            stops += 1
        if i < n:
            heappush(passed, -fuel[i])
    sys.stdout.write(f"{stops}\n")


main()
