import sys


def patch_sizes(field, questions):
    """field[i][j] is the colour of the plot in row i, column j (field is a list of str).
    Return a list: for every question (i, j) in order, the size of the patch containing that
    plot. A patch can be a snake of 10^5 plots: avoid deep recursion."""
    # TODO: write your solution here
    return [0] * len(questions)


data = sys.stdin.buffer.read().split()
r = int(data[0])
field = [row.decode() for row in data[2:2 + r]]
q = int(data[2 + r])
base = 3 + r
questions = [(int(data[base + 2 * k]), int(data[base + 2 * k + 1])) for k in range(q)]
sys.stdout.write(' '.join(map(str, patch_sizes(field, questions))) + '\n')
