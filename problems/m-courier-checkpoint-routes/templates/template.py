import sys

MOD = 1000000007


def routes_through(x, y, u, v):
    """One request: destination (x, y), checkpoint (u, v). Return the number of shortest routes
    from (0, 0) to (x, y) through (u, v), modulo 1000000007 (0 if no shortest route passes the
    checkpoint). This is called for every request: precompute anything you need once."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for t in range(q):
    x, y, u, v = (int(data[1 + 4 * t + i]) for i in range(4))
    out.append(routes_through(x, y, u, v))
sys.stdout.write('\n'.join(map(str, out)) + '\n')
