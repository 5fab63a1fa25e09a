import sys


def mirror_signal(x):
    """x is an unsigned 32-bit value (0 .. 2^32 - 1). Return (the 32 bits of x in reverse order,
    the number of set bits of x)."""
    # TODO: write your solution here
    return 0, 0


data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for t in data[1:q + 1]:
    r, lit = mirror_signal(int(t))
    out.append(f'{r} {lit}')
sys.stdout.write('\n'.join(out) + '\n')
