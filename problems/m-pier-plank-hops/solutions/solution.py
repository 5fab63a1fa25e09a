import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    k = int(data[1])
    a = list(map(int, data[2:2 + n]))
    best = [0] * n
    best[0] = a[0]
    dq = deque([0])  # indices with strictly decreasing best values
    for i in range(1, n):
        if dq[0] < i - k:
            dq.popleft()
        b = a[i] + best[dq[0]]
        best[i] = b
        while dq and best[dq[-1]] <= b:
            dq.pop()
        dq.append(i)
    sys.stdout.write(f"{best[n - 1]}\n")


main()
