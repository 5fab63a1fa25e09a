import sys


def smallest_start(charge, drive):
    """charge[i] is added at stop i; drive[i] is used on the leg from stop i to stop (i + 1) % n.
    Return the smallest start stop from which the van completes the loop (battery starts empty and
    never goes below 0), or -1 if there is none."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n = int(data[0])
charge = list(map(int, data[1:1 + n]))
drive = list(map(int, data[1 + n:1 + 2 * n]))
sys.stdout.write(f'{smallest_start(charge, drive)}\n')
