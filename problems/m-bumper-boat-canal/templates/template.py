import sys


def survivors(a):
    """a[i] > 0: boat heading east with weight a[i]; a[i] < 0: heading west with weight -a[i].
    Return the boats left in the canal, from west to east."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
n = int(data[0])
a = list(map(int, data[1:1 + n]))
r = survivors(a)
sys.stdout.write(f"{len(r)}\n{' '.join(map(str, r))}\n")
