import sys


def mirror_phrases(s):
    """Return (count, longest): the number of palindromic substrings of s (counted by position)
    and the length of the longest one."""
    # TODO: write your solution here
    return 0, 0


s = sys.stdin.buffer.read().split()[0].decode()
count, longest = mirror_phrases(s)
sys.stdout.write(f'{count} {longest}\n')
