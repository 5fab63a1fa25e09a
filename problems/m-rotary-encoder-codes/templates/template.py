import sys


def answer_query(B, kind, a, b):
    """The disc has 2^B positions; position k carries the code k XOR (k >> 1).
    kind 1: return the code at position a (b is unused).
    kind 2: return the position of code a (b is unused).
    kind 3: return the clockwise steps from the position of code a to the position of code b,
            in 0 .. 2^B - 1."""
    # TODO: write your solution here
    return 0


lines = sys.stdin.buffer.read().split(b'\n')
B, q = map(int, lines[0].split())
out = []
for i in range(1, q + 1):
    t = lines[i].split()
    out.append(answer_query(B, int(t[0]), int(t[1]), int(t[2]) if len(t) > 2 else 0))
sys.stdout.write('\n'.join(map(str, out)) + '\n')
