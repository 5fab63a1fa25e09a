import sys


def replay_board(log):
    """log[i] is (kind, p, x): kind 's' (x is the value v) or 'g' (x is the second t). Line i
    (0-based here) happens at second i + 1. Return the answer of every 'g' line, in order: the
    number platform p showed at the end of second t, or -1."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
q = int(data[0])
log = []
for i in range(q):
    log.append((data[1 + 3 * i].decode(), int(data[2 + 3 * i]), int(data[3 + 3 * i])))
sys.stdout.write('\n'.join(map(str, replay_board(log))) + '\n')
