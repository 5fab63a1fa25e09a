import sys


def merge_bookings(bookings):
    """bookings is a list of pairs (start, end), both ends included, in no particular order.
    Return the busy blocks as a list of pairs (start, end) sorted by start, where bookings
    sharing at least one moment belong to the same block."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + 2 * n]))
bookings = list(zip(nums[0::2], nums[1::2]))
blocks = merge_bookings(bookings)
out = [str(len(blocks))]
out += [f'{s} {e}' for s, e in blocks]
sys.stdout.write('\n'.join(out) + '\n')
