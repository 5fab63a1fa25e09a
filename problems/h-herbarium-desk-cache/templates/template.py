import sys


def replay_drawer(capacity, ops):
    """ops[i] is ('get', key) or ('put', key, value). Replay them on an empty drawer of the given
    capacity (least frequently used sheet goes back first, ties by the oldest last use) and return
    a list with the results of the gets in order (-1 for a miss)."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
c, q = int(data[0]), int(data[1])
ops = []
t = 2
for _ in range(q):
    if data[t] == b'get':
        ops.append(('get', int(data[t + 1])))
        t += 2
    else:
        ops.append(('put', int(data[t + 1]), int(data[t + 2])))
        t += 3
sys.stdout.write('\n'.join(map(str, replay_drawer(c, ops))) + '\n')
