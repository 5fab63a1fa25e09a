import sys


def count_clear_in_range(lo, hi):
    """Return how many integers x with lo <= x <= hi are clear: no two neighbouring digits of x
    are equal."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for i in range(q):
    out.append(str(count_clear_in_range(int(data[1 + 2 * i]), int(data[2 + 2 * i]))))
sys.stdout.write('\n'.join(out) + '\n')
