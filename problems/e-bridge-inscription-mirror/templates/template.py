import sys


def mirror_check(text):
    """text is the whole inscription (a str). Ignoring non-letters and case, return 0 if it reads
    the same forwards and backwards, 1 if removing one letter makes it do so, and -1 otherwise.
    Tip: two pointers from both ends."""
    # TODO: write your solution here
    return 0


text = sys.stdin.buffer.read().decode('ascii').split('\n')[0].rstrip('\r')
sys.stdout.write(str(mirror_check(text)) + '\n')
