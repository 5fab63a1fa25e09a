# Greedy instead of DP: from every position the learner hops onto the cheaper of the next two
# positions (the far bank costs nothing), which can walk into an expensive stretch later.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    t = [int(x) for x in data[1:1 + n]]
    pos = -1
    total = 0
    while True:
        if pos + 2 >= n:
            break
        one, two = t[pos + 1], t[pos + 2]
        if two <= one:
            pos += 2
            total += two
        else:
            pos += 1
            total += one
    sys.stdout.write(f"{total}\n")


main()
