import sys


def minimum_jumps(reach):
    """From stone i you may jump to any stone j with i < j <= i + reach[i]. Return the minimum
    number of jumps from stone 0 to the last stone, or -1 if it cannot be reached."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n = int(data[0])
sys.stdout.write(f'{minimum_jumps(list(map(int, data[1:1 + n])))}\n')
