import sys


def letters_to_add(s):
    """Return the smallest number of letters that must be added in front of s to make it a
    palindrome."""
    # TODO: write your solution here
    return 0


s = sys.stdin.buffer.read().split()[0].decode()
sys.stdout.write(f'{letters_to_add(s)}\n')
