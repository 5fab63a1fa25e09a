import sys


def run_guide(presses):
    """presses[i] is (kind, value): kind 'v' (value is the exhibit x) or 'b' / 'f' (value is k).
    The history starts as [0] with the guide on it. Return the exhibit the guide is on after
    every 'b' and 'f' press, in order."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
q = int(data[0])
presses = [(data[1 + 2 * i].decode(), int(data[2 + 2 * i])) for i in range(q)]
sys.stdout.write('\n'.join(map(str, run_guide(presses))) + '\n')
