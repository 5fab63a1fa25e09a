import sys


def longest_shared_thread(first, second):
    """Return the length of the longest sequence of notes that appears, in order
    (not necessarily contiguously), in both recordings."""
    # TODO: write your solution here
    return 0


first, second = sys.stdin.buffer.read().decode().split()[:2]
print(longest_shared_thread(first, second))
