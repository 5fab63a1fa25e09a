import sys


def distinct_titles(codes, questions):
    """codes[i] is the title code of book i + 1. For every question p, return the number of
    different codes among the first p books."""
    # TODO: write your solution here
    return [0] * len(questions)


data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
codes = [int(x) for x in data[2:2 + n]]
questions = [int(x) for x in data[2 + n:2 + n + q]]
sys.stdout.write('\n'.join(map(str, distinct_titles(codes, questions))) + '\n')
