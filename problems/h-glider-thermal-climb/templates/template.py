import sys


def shortest_climb(climb, K):
    """Return (length, first minute) of the shortest (then earliest) stretch with net climb >= K,
    or None if there is none."""
    # TODO: write your solution here
    return None


data = sys.stdin.buffer.read().split()
n, K = int(data[0]), int(data[1])
ans = shortest_climb(list(map(int, data[2:2 + n])), K)
sys.stdout.write('-1\n' if ans is None else f'{ans[0]} {ans[1]}\n')
