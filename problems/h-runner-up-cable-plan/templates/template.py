import sys


def runner_up_cost(n, cables):
    """cables[i] = (u, v, w): a possible cable between islands u and v costing w.
    Return the cost of the cheapest plan (n - 1 cables connecting all n islands) that differs
    from a cheapest plan in at least one cable, or -1 if there is no such plan."""
    # TODO: write your solution here
    return -1


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 3 * m]))
cables = list(zip(nums[0::3], nums[1::3], nums[2::3]))
sys.stdout.write(f"{runner_up_cost(n, cables)}\n")
