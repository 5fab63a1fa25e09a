import sys

MOD = 1_000_000_007


def count_readings(s):
    # ways[i] = ways[i-1] (last piece is one digit) + ways[i-2] (last piece is 10..26),
    # rolling two values.
    prev2, prev1 = 0, 1  # ways[-1] (unused), ways[0]
    for i in range(1, len(s) + 1):
        cur = prev1 if s[i - 1] != '0' else 0
        if i >= 2 and '10' <= s[i - 2:i] <= '26':
            cur += prev2
        prev2, prev1 = prev1, cur % MOD
    return prev1


s = sys.stdin.buffer.read().decode().strip()
print(count_readings(s))
