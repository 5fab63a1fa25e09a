import sys


def replay_cache(capacity, ops):
    """ops[i] is ('get', key) or ('put', key, value). Replay the operations on an empty LRU cache
    of the given capacity and return a list with the results of the get operations in order
    (-1 for a miss). Tip: a dict from key to a node of a doubly linked list ordered by recency
    (or collections.OrderedDict)."""
    # TODO: write your solution here
    return []


lines = sys.stdin.buffer.read().split(b'\n')
c, q = map(int, lines[0].split())
ops = []
for i in range(1, q + 1):
    parts = lines[i].split()
    if parts[0] == b'get':
        ops.append(('get', int(parts[1])))
    else:
        ops.append(('put', int(parts[1]), int(parts[2])))
sys.stdout.write('\n'.join(map(str, replay_cache(c, ops))) + '\n')
