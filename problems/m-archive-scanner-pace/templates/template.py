import sys


def smallest_speed(pages, H):
    """pages[i] is the page count of box i. Return the smallest integer speed v such that the sum
    of ceil(pages[i] / v) is at most H."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, H = int(data[0]), int(data[1])
pages = list(map(int, data[2:2 + n]))
sys.stdout.write(f'{smallest_speed(pages, H)}\n')
