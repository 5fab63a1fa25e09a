import sys


def outright_winners(ballots):
    """ballots[i] is the registration number on ballot i. Return, in increasing order, every
    number that appears on strictly more than len(ballots) / 3 ballots (an empty list if none)."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
n = int(data[0])
winners = outright_winners(list(map(int, data[1:1 + n])))
sys.stdout.write((' '.join(map(str, winners)) if winners else '-1') + '\n')
