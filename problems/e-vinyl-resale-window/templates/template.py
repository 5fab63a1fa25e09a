import sys


def best_profit(prices, k):
    """prices[d] is the price on day d. Buy on day i, sell on day j with j - i >= k.
    Return the maximum profit, or 0 if no trade makes money."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
print(best_profit(list(map(int, data[2:2 + n])), k))
