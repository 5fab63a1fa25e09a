import sys


def missed_offset(a):
    """Every value of a appears exactly three times except one, which appears once or twice.
    Return that value (ideally with O(1) extra memory)."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
a = [int(v) for v in data[1:n + 1]]
sys.stdout.write(str(missed_offset(a)) + '\n')
