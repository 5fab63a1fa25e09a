import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
h = list(map(int, data[1:1 + n]))
lo, hi = 0, n - 1
left_max = right_max = total = 0
while lo <= hi:
    if h[lo] > left_max:
        left_max = h[lo]
    if h[hi] > right_max:
        right_max = h[hi]
    if left_max <= right_max:
        total += left_max - h[lo]
        lo += 1
    else:
        total += right_max - h[hi]
        hi -= 1
print(total)
