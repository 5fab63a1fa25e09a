import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
seen = {0: 1}
prefix = 0
answer = 0
for tok in data[2:2 + n]:
    prefix += int(tok)
    r = prefix % k  # Python's % is never negative for k > 0
    c = seen.get(r, 0)
    answer += c
    seen[r] = c + 1
sys.stdout.write(f'{answer}\n')
