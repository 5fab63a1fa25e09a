import sys


def safe_stations(n, belts):
    # Reverse Kahn: a station is safe once every outgoing belt leads to a safe station. Start from
    # the bays (no outgoing belt) and peel backwards; what is never peeled can loop forever.
    outdeg = [0] * n
    into = [[] for _ in range(n)]
    for u, v in belts:
        outdeg[u] += 1
        into[v].append(u)
    safe = [False] * n
    queue = [i for i in range(n) if outdeg[i] == 0]
    for x in queue:
        safe[x] = True
    for x in queue:
        for u in into[x]:
            outdeg[u] -= 1
            if outdeg[u] == 0:
                safe[u] = True
                queue.append(u)
    return safe


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 2 * m]))
belts = list(zip(nums[0::2], nums[1::2]))
sys.stdout.write("".join("S" if s else "L" for s in safe_stations(n, belts)) + "\n")
