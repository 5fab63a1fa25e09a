import sys


def shelve_books(events):
    """events[i] is a title x >= 1 for '+ x', or 0 for '-'. Return one entry per '-': the title
    shelved or 'EMPTY'. Aim for O(1) per event."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
q = int(data[0])
events = []
t = 1
for _ in range(q):
    if data[t] == b'+':
        events.append(int(data[t + 1]))
        t += 2
    else:
        events.append(0)
        t += 1
sys.stdout.write('\n'.join(map(str, shelve_books(events))) + '\n')
