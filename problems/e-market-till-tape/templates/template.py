import sys


def run_till(keys):
    """keys[i] is ('+', x), ('-',), ('*',) or ('?',). Run them on an empty tape and return the
    total printed by every '?', in order. Aim for O(1) per key."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
q = int(data[0])
keys = []
t = 1
for _ in range(q):
    kind = data[t].decode()
    t += 1
    if kind == '+':
        keys.append((kind, int(data[t])))
        t += 1
    else:
        keys.append((kind,))
sys.stdout.write('\n'.join(map(str, run_till(keys))) + '\n')
