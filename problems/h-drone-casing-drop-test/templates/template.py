import sys


def fewest_drops(k, n):
    """Return the smallest number of drops that guarantees finding the critical height on a
    tower of n platforms with k casings."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for t in range(q):
    out.append(str(fewest_drops(int(data[1 + 2 * t]), int(data[2 + 2 * t]))))
sys.stdout.write('\n'.join(out) + '\n')
