import sys


def longest_lull(times):
    """Return (length of the longest lull, time at which it starts), earliest start on ties."""
    # TODO: write your solution here
    return (0, 0)


data = sys.stdin.buffer.read().split()
n = int(data[0])
times = list(map(int, data[1:1 + n]))
ans = longest_lull(times)
sys.stdout.write(f'{ans[0]} {ans[1]}\n')
