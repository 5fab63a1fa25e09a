import sys


def process_command(kind, value):
    """Commands arrive in order. For kind 1, value is the signature of a new crystal (the return
    value is ignored). For kind 2, value is a signal x: return the largest x XOR (XOR of some
    selection of the crystals received so far). Keep whatever state you need between calls at
    module level."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for i in range(q):
    kind = int(data[1 + 2 * i])
    answer = process_command(kind, int(data[2 + 2 * i]))
    if kind == 2:
        out.append(answer)
sys.stdout.write('\n'.join(map(str, out)) + '\n')
