import sys

data = sys.stdin.buffer.read().split()
n, W = int(data[0]), int(data[1])
w = list(map(int, data[2:2 + n]))
count = 0
l, r = 0, n - 1
while l < r:
    if w[l] + w[r] <= W:
        count += r - l
        l += 1
    else:
        r -= 1
sys.stdout.write(f'{count}\n')
