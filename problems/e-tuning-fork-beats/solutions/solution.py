import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    cnt = Counter(data[2:2 + n])
    # keys are byte strings; convert once per distinct value
    cnt = {int(x): c for x, c in cnt.items()}
    pairs = 0
    if k == 0:
        for c in cnt.values():
            pairs += c * (c - 1) // 2
    else:
        get = cnt.get
        for x, c in cnt.items():
            o = get(x + k)
            if o:
                pairs += c * o
    sys.stdout.write(f'{pairs}\n')


main()
