import sys

lines = sys.stdin.buffer.read().split(b'\n')
s = lines[0].strip()
t = lines[1].strip()
need = [0] * 256
for c in t:
    need[c] += 1
missing = len(t)
best_len, best_l = len(s) + 1, -1
l = 0
for r, c in enumerate(s):
    if need[c] > 0:
        missing -= 1
    need[c] -= 1
    while missing == 0:
        if r - l + 1 < best_len:
            best_len, best_l = r - l + 1, l
        need[s[l]] += 1
        if need[s[l]] > 0:
            missing += 1
        l += 1
if best_l < 0:
    print(-1)
else:
    print(best_len)
    print(s[best_l:best_l + best_len].decode())
