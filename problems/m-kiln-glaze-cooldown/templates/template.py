import sys


def minimum_hours(glazes, c):
    """glazes[i] is the glaze of tray i; after a glaze is fired, at least c hours must pass before
    the same glaze is fired again. Return the minimum number of hours to fire every tray."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, c = int(data[0]), int(data[1])
glazes = list(map(int, data[2:2 + n]))
sys.stdout.write(f'{minimum_hours(glazes, c)}\n')
