import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    cur = 0
    best = None
    for tok in data[1:1 + n]:
        v = int(tok)
        cur = (cur if cur > 0 else 0) + v  # best run ending today
        if best is None or cur > best:
            best = cur
    sys.stdout.write(f'{best}\n')


main()
