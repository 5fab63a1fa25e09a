import sys


def find_clash(starts, ends):
    """Booking i (0-based here) occupies [starts[i], ends[i]). Return the ledger numbers (1-based)
    of the pair described in the statement, as (above, clashing), or None if no two bookings
    clash."""
    # TODO: write your solution here
    return None


data = sys.stdin.buffer.read().split()
n = int(data[0])
starts = list(map(int, data[1:1 + 2 * n:2]))
ends = list(map(int, data[2:2 + 2 * n:2]))
ans = find_clash(starts, ends)
sys.stdout.write('-1\n' if ans is None else f'{ans[0]} {ans[1]}\n')
