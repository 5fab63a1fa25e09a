import sys
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    n, K = int(data[0]), int(data[1])
    P = list(accumulate(map(int, data[2:2 + n]), initial=0))
    dq = [0] * (n + 1)
    head = tail = 0
    best_len, best_start = -1, -1
    for b in range(n + 1):
        pb = P[b]
        while head < tail and pb - P[dq[head]] >= K:
            a = dq[head]
            head += 1
            length = b - a
            if best_len < 0 or length < best_len or (length == best_len and a < best_start):
                best_len, best_start = length, a
        while head < tail and P[dq[tail - 1]] >= pb:
            tail -= 1
        dq[tail] = b
        tail += 1
    sys.stdout.write('-1\n' if best_len < 0 else f'{best_len} {best_start}\n')


main()
