import sys


def shortest_blocks(s, lens):
    """For each requested length L in lens, return the length of the shortest block whose
    repetition (the last copy may be cut short) gives the first L letters of s (a str).
    Tip: the prefix function."""
    # TODO: write your solution here
    return [0] * len(lens)


data = sys.stdin.buffer.read().split()
s = data[0].decode()
q = int(data[1])
lens = list(map(int, data[2:2 + q]))
sys.stdout.write('\n'.join(map(str, shortest_blocks(s, lens))) + '\n')
