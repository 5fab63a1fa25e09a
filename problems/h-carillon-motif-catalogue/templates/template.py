import sys


def count_motifs(s):
    """Return the number of different non-empty subsequences of s, modulo 1 000 000 007."""
    # TODO: write your solution here
    return 0


s = sys.stdin.buffer.read().split()[0].decode()
sys.stdout.write(f'{count_motifs(s)}\n')
