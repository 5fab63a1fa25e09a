import sys


def best_haul(n, tokens, lanes):
    """tokens[i]: the tokens handed out at plaza i. lanes[j] = (u, v): a one-way lane from u to v.
    Return the largest number of tokens the collector can gather on a walk that starts at
    plaza 0 (each plaza pays out once)."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
tokens = [int(x) for x in data[2:2 + n]]
nums = list(map(int, data[2 + n:2 + n + 2 * m]))
lanes = list(zip(nums[0::2], nums[1::2]))
sys.stdout.write(f"{best_haul(n, tokens, lanes)}\n")
