import sys


def runner_up_cost(n, cables):
    # Kruskal builds a cheapest plan; then every unused cable (u, v, w) is swapped in for the
    # dearest plan cable on the path u..v (binary lifting), and the cheapest swap is the answer.
    m = len(cables)
    order = sorted(range(m), key=lambda i: cables[i][2])
    parent = list(range(n))
    size = [1] * n

    def find_root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    used = [False] * m
    adj = [[] for _ in range(n)]
    total = 0
    joined = 0
    for i in order:
        u, v, w = cables[i]
        a, b = find_root(u), find_root(v)
        if a == b:
            continue
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
        used[i] = True
        total += w
        joined += 1
        adj[u].append((v, w))
        adj[v].append((u, w))
    if joined != n - 1:
        return -1
    up0 = [0] * n
    mx0 = [0] * n
    depth = [0] * n
    seen = [False] * n
    seen[0] = True
    queue = [0]
    for x in queue:
        dx = depth[x] + 1
        for y, w in adj[x]:
            if not seen[y]:
                seen[y] = True
                depth[y] = dx
                up0[y] = x
                mx0[y] = w
                queue.append(y)
    up = [up0]
    mx = [mx0]
    while (1 << len(up)) < n:
        pu, pm = up[-1], mx[-1]
        up.append([pu[p] for p in pu])
        mx.append([a if a > b else b for a, b in zip(pm, [pm[p] for p in pu])])
    levels = len(up)
    answer = -1
    for i in range(m):
        if used[i]:
            continue
        a, b, w = cables[i]
        best = 0
        if depth[a] < depth[b]:
            a, b = b, a
        diff = depth[a] - depth[b]
        k = 0
        while diff:
            if diff & 1:
                if mx[k][a] > best:
                    best = mx[k][a]
                a = up[k][a]
            diff >>= 1
            k += 1
        if a != b:
            for k in range(levels - 1, -1, -1):
                uk = up[k]
                if uk[a] != uk[b]:
                    mk = mx[k]
                    if mk[a] > best:
                        best = mk[a]
                    if mk[b] > best:
                        best = mk[b]
                    a = uk[a]
                    b = uk[b]
            if mx0[a] > best:
                best = mx0[a]
            if mx0[b] > best:
                best = mx0[b]
        cand = total + w - best
        if answer < 0 or cand < answer:
            answer = cand
    return answer


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 3 * m]))
cables = list(zip(nums[0::3], nums[1::3], nums[2::3]))
sys.stdout.write(f"{runner_up_cost(n, cables)}\n")
