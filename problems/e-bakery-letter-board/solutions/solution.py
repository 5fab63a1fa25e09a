import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    s, t = data[1], data[2]
    keep = 0
    for c in set(t):
        keep += min(s.count(c), t.count(c))
    sys.stdout.write(str(n - keep) + '\n')


main()
