import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
w = list(map(int, data[1:1 + n]))
total = sum(w)
answer = -1
left = 0
for i, x in enumerate(w):
    if left == total - left - x:
        answer = i + 1
        break
    left += x
sys.stdout.write(f'{answer}\n')
