import sys


def signal_matches(signal, words):
    """Return True if the flag signal (a str) and the message words (a list of str) match
    one-to-one."""
    # TODO: write your solution here
    return False


lines = sys.stdin.read().split('\n')
q = int(lines[0])
out = []
for t in range(q):
    signal = lines[1 + 2 * t]
    words = lines[2 + 2 * t].split(' ')
    out.append('yes' if signal_matches(signal, words) else 'no')
sys.stdout.write('\n'.join(out) + '\n')
