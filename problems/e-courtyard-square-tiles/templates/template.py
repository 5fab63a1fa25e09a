import sys


def largest_side(tiles):
    """Return the largest s with s * s <= tiles (0 <= tiles <= 10**18)."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for tok in data[1:1 + q]:
    x = int(tok)
    s = largest_side(x)
    out.append(f'{s} {x - s * s}')
sys.stdout.write('\n'.join(out) + '\n')
