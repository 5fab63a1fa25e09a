import sys


def all_plans(n):
    """Return a list of all packing plans of n boxes (balanced strings of n '(' and n ')') in
    lexicographic order, '(' before ')'. Tip: backtracking that tries '(' first."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
plans = all_plans(n)
out = [str(len(plans))]
for i in range(q):
    k = int(data[2 + i])
    out.append(plans[k - 1] if k - 1 < len(plans) else '?')
sys.stdout.write('\n'.join(out) + '\n')
