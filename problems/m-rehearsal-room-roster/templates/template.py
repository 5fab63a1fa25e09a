import sys


def assign_rooms(starts, ends):
    """Booking i uses a room during [starts[i], ends[i]). Assign rooms by the caretaker's rule and
    return the room number (1-based) of every booking in input order. The number of rooms used is
    printed as the largest number in the result."""
    # TODO: write your solution here
    return [0] * len(starts)


data = sys.stdin.buffer.read().split()
n = int(data[0])
starts = list(map(int, data[1:1 + 2 * n:2]))
ends = list(map(int, data[2:2 + 2 * n:2]))
room = assign_rooms(starts, ends)
sys.stdout.write(f'{max(room)}\n' + ' '.join(map(str, room)) + '\n')
