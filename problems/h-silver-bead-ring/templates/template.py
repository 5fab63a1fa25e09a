import sys


def min_fusion_fuel(masses):
    """masses[i] is the mass of bead i + 1 around the ring (the last bead touches the first).
    Return the minimum total fuel to fuse the whole ring into one bead."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
masses = [int(x) for x in data[1:1 + n]]
sys.stdout.write(f'{min_fusion_fuel(masses)}\n')
