import sys


def best_campaigns(v, k):
    """v[i] is the forecast for day i. Choose three non-overlapping blocks of k consecutive days
    with the largest total; on ties the lexicographically smallest start days. Return
    (total, s1, s2, s3)."""
    # TODO: write your solution here
    return (0, 0, 0, 0)


data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
total, s1, s2, s3 = best_campaigns(list(map(int, data[2:2 + n])), k)
sys.stdout.write(f'{total}\n{s1} {s2} {s3}\n')
