import sys


def best_descent(value, children):
    """value[i] is chamber i's value; children[i] lists the chambers dug out from chamber i.
    Chamber 0 is the entrance. Return the largest total value of a descent from the entrance to
    a dead end (a chamber without children). The mine can be 10^5 chambers deep: avoid
    recursion."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
value = list(map(int, data[1:1 + n]))
children = [[] for _ in range(n)]
for i in range(1, n):
    children[int(data[n + i])].append(i)
sys.stdout.write(f'{best_descent(value, children)}\n')
