import sys


def service_order(a, d):
    """Customer i (0-based here) arrives at a[i] and needs d[i] minutes. Return the customer
    numbers (1-based) in the order the barber serves them."""
    # TODO: write your solution here
    return [0] * len(a)


data = sys.stdin.buffer.read().split()
n = int(data[0])
a = list(map(int, data[1:2 * n + 1:2]))
d = list(map(int, data[2:2 * n + 2:2]))
sys.stdout.write(' '.join(map(str, service_order(a, d))) + '\n')
