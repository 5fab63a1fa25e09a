import sys


def replay_board(events):
    """events[i] is ('+', x) to place a bid, ('-', x) to withdraw one, or ('?', 0) to ask for the
    median. Replay them on an empty board and return one answer per '?': the median (the lower
    middle one for an even count), or the string 'EMPTY'. Aim for O(log q) per event."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
q = int(data[0])
events = []
t = 1
for _ in range(q):
    kind = data[t].decode()
    t += 1
    if kind == '?':
        events.append(('?', 0))
    else:
        events.append((kind, int(data[t])))
        t += 1
sys.stdout.write('\n'.join(map(str, replay_board(events))) + '\n')
