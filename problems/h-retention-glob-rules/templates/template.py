import sys


def matches(p, s):
    """Return True if the glob pattern p ('?' = one character, '*' = any sequence) matches
    all of s."""
    # TODO: write your solution here
    return False


lines = [line.strip() for line in sys.stdin.buffer.read().decode().split('\n')]
p = lines[0]
q = int(lines[1])
out = ['YES' if matches(p, lines[2 + i]) else 'NO' for i in range(q)]
sys.stdout.write('\n'.join(out) + '\n')
