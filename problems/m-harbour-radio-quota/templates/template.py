import sys


def replay_relay(k, w, times, ships):
    """times[i] and ships[i] describe message i (times are non-decreasing). Return a string of
    len(times) characters: 'A' if message i is forwarded, 'D' if it is dropped."""
    # TODO: write your solution here
    return 'D' * len(times)


data = sys.stdin.buffer.read().split()
k, w, q = int(data[0]), int(data[1]), int(data[2])
times = [int(data[3 + 2 * i]) for i in range(q)]
ships = [data[4 + 2 * i].decode() for i in range(q)]
sys.stdout.write(replay_relay(k, w, times, ships) + '\n')
