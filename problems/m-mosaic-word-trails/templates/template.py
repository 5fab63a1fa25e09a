import sys


def trace_words(grid, words):
    """grid is the list of the r rows of the mosaic (str). For every word, decide whether it can be
    traced by steps between tiles that share a side, using each tile at most once. Return a list
    with one bool per word. Tip: backtracking; for many words, walk a trie of the words together
    with the grid."""
    # TODO: write your solution here
    return [False] * len(words)


data = sys.stdin.buffer.read().split()
r = int(data[0])
grid = [row.decode() for row in data[2:2 + r]]
k = int(data[2 + r])
words = [w.decode() for w in data[3 + r:3 + r + k]]
res = trace_words(grid, words)
sys.stdout.write(''.join('YES\n' if ok else 'NO\n' for ok in res))
