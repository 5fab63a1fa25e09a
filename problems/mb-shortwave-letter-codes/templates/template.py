import sys

MOD = 1_000_000_007


def count_readings(s):
    """Return the number of ways to split the digit string s into letter codes 1..26
    (no leading zeros), modulo 1000000007."""
    # TODO: write your solution here
    return 0


s = sys.stdin.buffer.read().decode().strip()
print(count_readings(s))
