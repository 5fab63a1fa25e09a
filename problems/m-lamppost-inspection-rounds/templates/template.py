import sys


def kth_inspected(a, b, c, k):
    """Crews inspect every a-th, b-th and c-th post (posts 1, 2, 3, ...). Return the number of the
    k-th post (in increasing order) inspected by at least one crew."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for t in range(q):
    a, b, c, k = (int(data[1 + 4 * t + i]) for i in range(4))
    out.append(kth_inspected(a, b, c, k))
sys.stdout.write('\n'.join(map(str, out)) + '\n')
