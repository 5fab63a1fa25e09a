import sys


def best_purse(need, profit, k, w):
    """need[i] and profit[i] describe commission i; the smith starts with purse w and may take at
    most k commissions. Return (largest final purse, number of commissions taken)."""
    # TODO: write your solution here
    return w, 0


data = sys.stdin.buffer.read().split()
n, k, w = int(data[0]), int(data[1]), int(data[2])
need = list(map(int, data[3:3 + n]))
profit = list(map(int, data[3 + n:3 + 2 * n]))
purse, taken = best_purse(need, profit, k, w)
sys.stdout.write(f'{purse} {taken}\n')
