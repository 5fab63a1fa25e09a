import sys


def answer_queries(change, queries):
    """change[i] is the net change on day i + 1 (the list is 0-indexed, days are 1-indexed).
    queries[k] = (l, r); return the total change over days l..r for every query, in order."""
    result = [0] * len(queries)
    # TODO: write your solution here
    return result


data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
change = list(map(int, data[2:2 + n]))
queries = [(int(data[2 + n + 2 * k]), int(data[3 + n + 2 * k])) for k in range(q)]
result = answer_queries(change, queries)
sys.stdout.write('\n'.join(map(str, result)) + '\n')
