import sys


def run_tower(commands):
    """commands[i] is ('push', x), ('pop',), ('top',) or ('min',). Run them on an empty tower and
    return one answer per pop, top and min command: the number, or the string 'EMPTY'.
    Aim for O(1) per command."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
q = int(data[0])
commands = []
t = 1
for _ in range(q):
    kind = data[t].decode()
    t += 1
    if kind == 'push':
        commands.append((kind, int(data[t])))
        t += 1
    else:
        commands.append((kind,))
sys.stdout.write('\n'.join(map(str, run_tower(commands))) + '\n')
