import sys


def open_vaults(keys):
    """keys[u] lists the vaults opened by the keys hanging in vault u; vault 0 is open.
    Return (number of vaults the curator can open, smallest vault that stays locked or -1).
    A chain of keys can be 10^5 vaults long: avoid deep recursion."""
    # TODO: write your solution here
    return (0, -1)


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
keys = [[] for _ in range(n)]
for i in range(m):
    keys[int(data[2 + 2 * i])].append(int(data[3 + 2 * i]))
ans = open_vaults(keys)
sys.stdout.write(f'{ans[0]} {ans[1]}\n')
