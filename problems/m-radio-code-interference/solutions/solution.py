import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:n + 1]))
    # Decide the answer bit by bit from the top: can bit b be 1 given the higher bits chosen so
    # far? It can iff two codes' prefixes XOR to the candidate prefix (a set of prefixes, the
    # same question a binary trie answers level by level).
    best = 0
    for b in range(15, -1, -1):
        cand = best | (1 << b)
        prefixes = {x >> b for x in a}
        want = cand >> b
        if any((p ^ want) in prefixes for p in prefixes):
            best = cand
    cnt = Counter(a)
    if best == 0:
        pairs = n * (n - 1) // 2
    else:
        pairs = 0
        for x, c in cnt.items():
            y = x ^ best
            if x < y:
                pairs += c * cnt.get(y, 0)
    sys.stdout.write(f'{best} {pairs}\n')


main()
