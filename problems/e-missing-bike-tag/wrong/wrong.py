# Edge case handled only where the examples showed it: the learner special-cases n = 1 and
# otherwise assumes that with no gap in the sorted tags the missing one is the last + 1 (never 0).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    tags = sorted(int(x) for x in data[1:1 + n])
    if n == 1:
        sys.stdout.write(f"{1 - tags[0]}\n")
        return
    for i in range(1, n):
        if tags[i] != tags[i - 1] + 1:
            sys.stdout.write(f"{tags[i - 1] + 1}\n")
            return
    sys.stdout.write(f"{tags[-1] + 1}\n")


main()
