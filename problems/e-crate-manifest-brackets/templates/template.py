import sys


def first_error(packing_list):
    """Return the position of the first error in the packing list as the statement defines it,
    or -1 if the list is valid."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n = int(data[0])
packing_list = data[1].decode()
sys.stdout.write(f'{first_error(packing_list)}\n')
