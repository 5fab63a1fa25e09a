import sys


def power_mod(a, b, m):
    """Return a^b mod m (a number in 0..m-1). b can be up to 10^18."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for i in range(q):
    out.append(power_mod(int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])))
sys.stdout.write('\n'.join(map(str, out)) + '\n')
