import sys


def cheapest_row(price):
    """price[i] = (red, white, blue): the prices of painting cottage i in each colour. Return the
    smallest total price when neighbouring cottages must get different colours."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
vals = list(map(int, data[1:1 + 3 * n]))
price = [tuple(vals[3 * i:3 * i + 3]) for i in range(n)]
sys.stdout.write(f'{cheapest_row(price)}\n')
