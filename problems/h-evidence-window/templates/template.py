import sys


def shortest_cover(s, t):
    """Return the leftmost shortest substring of s that contains every character of t
    (with multiplicity), or an empty string if there is none."""
    # TODO: write your solution here
    return ''


lines = sys.stdin.buffer.read().decode().split('\n')
s = lines[0].strip()
t = lines[1].strip()
w = shortest_cover(s, t)
if not w:
    print(-1)
else:
    print(len(w))
    print(w)
