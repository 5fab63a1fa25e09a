import sys


def max_total_fee(deadline, fee):
    """deadline[i] and fee[i] describe order i. Each order takes one day on the single press (days
    1, 2, ...) and pays only if printed on or before its deadline day. Return the largest total
    fee."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
deadline = list(map(int, data[1:1 + 2 * n:2]))
fee = list(map(int, data[2:2 + 2 * n:2]))
sys.stdout.write(f'{max_total_fee(deadline, fee)}\n')
