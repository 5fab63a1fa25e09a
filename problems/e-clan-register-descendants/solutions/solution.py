import sys


def descendants(n, parent):
    # BFS from the founder lists every parent before its children; walking that order backwards,
    # each person's count is final before it is added to the parent's.
    children = [[] for _ in range(n)]
    for i in range(1, n):
        children[parent[i]].append(i)
    order = [0]
    for x in order:
        order.extend(children[x])
    count = [0] * n
    for k in range(n - 1, 0, -1):
        x = order[k]
        count[parent[x]] += count[x] + 1
    return count


data = sys.stdin.buffer.read().split()
n = int(data[0])
parent = [-1] + [int(x) for x in data[1:n]]
sys.stdout.write(" ".join(map(str, descendants(n, parent))) + "\n")
