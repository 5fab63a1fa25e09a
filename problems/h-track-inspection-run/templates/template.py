import sys


def inspection_run(n, tracks):
    """tracks[i] = (u, v): a one-way track from station u to station v. Return the
    lexicographically smallest list of stations of a run from depot 0 that uses every track
    exactly once, or None if there is no such run."""
    # TODO: write your solution here
    return None


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 2 * m]))
tracks = list(zip(nums[0::2], nums[1::2]))
run = inspection_run(n, tracks)
sys.stdout.write("-1\n" if run is None else " ".join(map(str, run)) + "\n")
