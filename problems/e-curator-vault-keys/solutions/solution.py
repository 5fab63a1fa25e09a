import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n)]
    for i in range(m):
        adj[int(data[2 + 2 * i])].append(int(data[3 + 2 * i]))
    # BFS over the keys from the open vault 0
    opened = [False] * n
    opened[0] = True
    queue = [0]
    for u in queue:  # the list grows while we walk it
        for v in adj[u]:
            if not opened[v]:
                opened[v] = True
                queue.append(v)
    first = -1
    for i in range(n):
        if not opened[i]:
            first = i
            break
    sys.stdout.write(f'{len(queue)} {first}\n')


main()
