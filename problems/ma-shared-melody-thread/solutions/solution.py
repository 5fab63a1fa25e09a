import sys


def longest_shared_thread(first, second):
    # Row by row: cur[j] = LCS of first[:i] and second[:j], from the previous row only.
    # The inner loop walks zip() instead of indexing: 25 million cells in CPython.
    prev = [0] * (len(second) + 1)
    for ca in first:
        cur = [0]
        push = cur.append
        left = 0
        for cb, diag, up in zip(second, prev, prev[1:]):
            if ca == cb:
                left = diag + 1
            elif up > left:
                left = up
            push(left)
        prev = cur
    return prev[-1]


first, second = sys.stdin.buffer.read().decode().split()[:2]
print(longest_shared_thread(first, second))
