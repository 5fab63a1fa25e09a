import sys


def answer_requests(n, roads, requests):
    """roads[i] = (u, v, clearance); requests[j] = (a, b, height).
    Return, for every request in input order, True if a load of that height can get from a to b
    using only roads whose clearance is at least the height."""
    # TODO: write your solution here
    return [False] * len(requests)


data = sys.stdin.buffer.read().split()
n, m, q = int(data[0]), int(data[1]), int(data[2])
vals = list(map(int, data[3:3 + 3 * (m + q)]))
roads = [tuple(vals[3 * i:3 * i + 3]) for i in range(m)]
requests = [tuple(vals[3 * (m + i):3 * (m + i) + 3]) for i in range(q)]
sys.stdout.write(''.join('YES\n' if x else 'NO\n' for x in answer_requests(n, roads, requests)))
