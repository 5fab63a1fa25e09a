import sys


def motif_starts(t, p):
    """Return a list of the 1-based starting positions of ALL occurrences of p in t (overlapping
    ones too), in increasing order. Tip: the prefix function (Knuth-Morris-Pratt)."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
starts = motif_starts(data[0].decode(), data[1].decode())
out = str(len(starts)) + '\n'
if starts:
    out += ' '.join(map(str, starts[:10])) + '\n'
sys.stdout.write(out)
