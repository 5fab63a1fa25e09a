import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    v = [int(x) for x in data[1:1 + n]]
    par = [-1] + [int(x) for x in data[1 + n:2 * n]]
    children = [[] for _ in range(n)]
    for i in range(1, n):
        children[par[i]].append(i)
    order = [0]
    for x in order:
        order.extend(children[x])
    g1 = [0] * n
    g2 = [0] * n
    answer = v[0]
    for x in reversed(order):
        here = v[x] + g1[x] + g2[x]
        if here > answer:
            answer = here
        if x == 0:
            break
        gain = v[x] + g1[x]
        if gain > 0:
            p = par[x]
            if gain > g1[p]:
                g2[p] = g1[p]
                g1[p] = gain
            elif gain > g2[p]:
                g2[p] = gain
    sys.stdout.write(f"{answer}\n")


main()
