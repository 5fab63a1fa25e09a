import sys


def tiles_to_replace(s, t):
    """The board shows s; tomorrow it must show t (same length, both str). Return the minimum
    number of tiles that must be replaced, when rearranging the tiles is free."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
s, t = data[1].decode(), data[2].decode()
sys.stdout.write(str(tiles_to_replace(s, t)) + '\n')
