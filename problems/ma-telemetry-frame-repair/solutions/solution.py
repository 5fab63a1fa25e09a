import sys


def repair_cost(received, reference):
    # Row by row: cur[j] = edits turning received[:i] into reference[:j], from the previous row.
    # The inner loop walks zip() instead of indexing: 25 million cells in CPython.
    prev = list(range(len(reference) + 1))
    for i, ca in enumerate(received, 1):
        cur = [i]
        push = cur.append
        left = i
        for cb, diag, up in zip(reference, prev, prev[1:]):
            if ca == cb:
                # Neighbouring cells differ by at most 1, so a free match is never beaten.
                left = diag
            else:
                if up < left:
                    left = up
                if diag < left:
                    left = diag
                left += 1
            push(left)
        prev = cur
    return prev[-1]


received, reference = sys.stdin.buffer.read().decode().split()[:2]
print(repair_cost(received, reference))
