import sys


def count_selections(masses, amount):
    """Return the number of selections of the given (distinct) masses, each usable any number
    of times, whose total is exactly amount, modulo 1 000 000 007."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, amount = int(data[0]), int(data[1])
masses = [int(x) for x in data[2:2 + n]]
sys.stdout.write(f'{count_selections(masses, amount)}\n')
