import sys


def inspection_run(n, tracks):
    # Check the degree conditions for a trail that starts at depot 0, then run Hierholzer's
    # algorithm taking the smallest unused track first; the finished stations, reversed, are the
    # lexicographically smallest trail. If it misses a track, some track is unreachable.
    m = len(tracks)
    outdeg = [0] * n
    indeg = [0] * n
    adj = [[] for _ in range(n)]
    for u, v in tracks:
        outdeg[u] += 1
        indeg[v] += 1
        adj[u].append(v)
    ends = 0
    for x in range(n):
        diff = outdeg[x] - indeg[x]
        if x == 0:
            if diff not in (0, 1):
                return None
        elif diff == -1:
            ends += 1
        elif diff != 0:
            return None
    if outdeg[0] - indeg[0] != ends:
        return None
    for lst in adj:
        lst.sort(reverse=True)  # smallest at the end
    path = []
    stack = [0]
    while stack:
        x = stack[-1]
        lst = adj[x]
        if lst:
            stack.append(lst.pop())
        else:
            path.append(x)
            stack.pop()
    if len(path) != m + 1:
        return None
    path.reverse()
    return path


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 2 * m]))
tracks = list(zip(nums[0::2], nums[1::2]))
run = inspection_run(n, tracks)
sys.stdout.write("-1\n" if run is None else " ".join(map(str, run)) + "\n")
