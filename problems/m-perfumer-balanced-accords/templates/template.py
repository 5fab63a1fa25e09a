import sys


def count_accords(warmth, target):
    """Return the number of different warmth multisets {x, y, z} from three different vials
    with x + y + z == target."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, target = int(data[0]), int(data[1])
warmth = list(map(int, data[2:2 + n]))
sys.stdout.write(f'{count_accords(warmth, target)}\n')
