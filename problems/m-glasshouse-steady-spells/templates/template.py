import sys


def count_steady_spells(t, d):
    """t[i] is the reading of minute i. Return the number of stretches i..j (i <= j) whose
    highest reading minus lowest reading is at most d."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, d = int(data[0]), int(data[1])
sys.stdout.write(f'{count_steady_spells(list(map(int, data[2:2 + n])), d)}\n')
