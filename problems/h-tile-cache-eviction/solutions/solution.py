import sys
from collections import OrderedDict

lines = sys.stdin.buffer.read().split(b'\n')
c, q = map(int, lines[0].split())
cache = OrderedDict()  # least recently used first
out = []
for i in range(1, q + 1):
    parts = lines[i].split()
    key = int(parts[1])
    if parts[0] == b'get':
        if key in cache:
            cache.move_to_end(key)
            out.append(cache[key])
        else:
            out.append(-1)
    else:
        if key in cache:
            cache.move_to_end(key)
        elif len(cache) == c:
            cache.popitem(last=False)
        cache[key] = int(parts[2])
sys.stdout.write('\n'.join(map(str, out)) + '\n')
