# Wrong answer cell: the learner computes, for every reading, the longest chain ending there,
# but prints the value for the LAST reading instead of the maximum over all readings.
import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    b = [int(x) for x in data[1:1 + n]]
    tails = []
    ending = [0] * n
    for i, x in enumerate(b):
        k = bisect_left(tails, x)
        if k == len(tails):
            tails.append(x)
        else:
            tails[k] = x
        ending[i] = k + 1
    sys.stdout.write(f"{ending[n - 1]}\n")


main()
