import sys


def best_haul(n, tokens, lanes):
    # Kosaraju (iterative): components come out in topological order of the condensation. A
    # component is worth the sum of its tokens; the best walk is a longest path in the
    # condensation DAG, computed in reverse topological order.
    out = [[] for _ in range(n)]
    into = [[] for _ in range(n)]
    for u, v in lanes:
        out[u].append(v)
        into[v].append(u)
    seen = [False] * n
    order = []
    for s in range(n):
        if seen[s]:
            continue
        seen[s] = True
        stack = [(s, iter(out[s]))]
        while stack:
            x, it = stack[-1]
            for y in it:
                if not seen[y]:
                    seen[y] = True
                    stack.append((y, iter(out[y])))
                    break
            else:
                order.append(x)
                stack.pop()
    comp = [-1] * n
    comps = 0
    for s in reversed(order):
        if comp[s] >= 0:
            continue
        comp[s] = comps
        stack = [s]
        while stack:
            x = stack.pop()
            for y in into[x]:
                if comp[y] < 0:
                    comp[y] = comps
                    stack.append(y)
        comps += 1
    worth = [0] * comps
    members = [[] for _ in range(comps)]
    for i in range(n):
        worth[comp[i]] += tokens[i]
        members[comp[i]].append(i)
    best = [0] * comps
    for c in range(comps - 1, -1, -1):
        nxt = 0
        for x in members[c]:
            for y in out[x]:
                b = best[comp[y]]
                if b > nxt and comp[y] != c:
                    nxt = b
        best[c] = worth[c] + nxt
    return best[comp[0]]


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
tokens = [int(x) for x in data[2:2 + n]]
nums = list(map(int, data[2 + n:2 + n + 2 * m]))
lanes = list(zip(nums[0::2], nums[1::2]))
sys.stdout.write(f"{best_haul(n, tokens, lanes)}\n")
