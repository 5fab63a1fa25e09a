import sys


def find_block(rows, x):
    """rows is sorted in non-decreasing order. Return (first, last): the first and last index
    holding x, or (-1, -1) if x does not occur. Aim for O(log n)."""
    # TODO: write your solution here
    return (-1, -1)


data = sys.stdin.buffer.read().split()
n = int(data[0])
rows = list(map(int, data[1:1 + n]))
q = int(data[1 + n])
out = []
for tok in data[2 + n:2 + n + q]:
    first, last = find_block(rows, int(tok))
    out.append(f'{first} {last}')
sys.stdout.write('\n'.join(out) + '\n')
