import sys


def longest_consistent(s):
    """s holds '(' (car parked) and ')' (car returned). Return (L, count): the length of the
    longest balanced substring and how many balanced substrings have that length; (0, 0) if
    there is none."""
    # TODO: write your solution here
    return 0, 0


s = sys.stdin.buffer.read().split()[0].decode()
L, count = longest_consistent(s)
sys.stdout.write(f'{L} {count}\n')
