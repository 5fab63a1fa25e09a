import sys


def longest_refrain(s):
    """Return (L, p): L = the length of the longest piece of s (a str) that occurs at least twice
    (occurrences may overlap), p = the smallest 1-based start of a length-L piece that occurs at
    least twice. Return (0, 0) when no note repeats at all.
    Tip: binary search on L, and a rolling hash to spot a repeated window."""
    # TODO: write your solution here
    return 0, 0


s = sys.stdin.buffer.read().split()[0].decode()
L, p = longest_refrain(s)
sys.stdout.write('0\n' if L == 0 else f'{L} {p}\n')
