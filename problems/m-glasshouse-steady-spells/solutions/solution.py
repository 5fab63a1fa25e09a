import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    t = list(map(int, data[2:2 + n]))
    max_q = deque()
    min_q = deque()
    left = 0
    count = 0
    for j in range(n):
        x = t[j]
        while max_q and t[max_q[-1]] <= x:
            max_q.pop()
        max_q.append(j)
        while min_q and t[min_q[-1]] >= x:
            min_q.pop()
        min_q.append(j)
        while t[max_q[0]] - t[min_q[0]] > d:
            left += 1
            if max_q[0] < left:
                max_q.popleft()
            if min_q[0] < left:
                min_q.popleft()
        count += j - left + 1
    sys.stdout.write(f'{count}\n')


main()
