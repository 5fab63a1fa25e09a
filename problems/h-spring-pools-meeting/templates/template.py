import sys


def meeting_pools(n, parent, questions):
    """parent[i] is the pool that feeds pool i (any number); parent[0] = -1 for the spring.
    questions is a list of (u, v). For every question return (the pool where the waters to u
    and v part, the number of channels on the route between u and v)."""
    # TODO: write your solution here
    return [(0, 0) for _ in questions]


data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
parent = [-1] + [int(x) for x in data[2:n + 1]]
questions = [(int(data[n + 1 + 2 * i]), int(data[n + 2 + 2 * i])) for i in range(q)]
ans = meeting_pools(n, parent, questions)
sys.stdout.write("".join(f"{w} {d}\n" for w, d in ans))
