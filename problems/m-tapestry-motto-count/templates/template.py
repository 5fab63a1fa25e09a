import sys


def count_readings(s, t):
    """Return the number of ways to pick positions i_1 < ... < i_m in s whose letters spell t,
    modulo 1 000 000 007."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
s, t = data[0].decode(), data[1].decode()
sys.stdout.write(f'{count_readings(s, t)}\n')
