import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    vals = list(map(int, data[1:1 + n * n]))
    w = [vals[i * n:(i + 1) * n] for i in range(n)]
    full = (1 << n) - 1
    inf = float('inf')
    # best[mask]: least waste placing the first popcount(mask) blowers on the furnaces of mask
    best = [inf] * (1 << n)
    best[0] = 0
    bits = [(1 << j, j) for j in range(n)]
    for mask in range(full):
        cur = best[mask]
        row = w[bin(mask).count('1')]
        for bit, j in bits:
            if mask & bit:
                continue
            v = cur + row[j]
            nxt = mask | bit
            if v < best[nxt]:
                best[nxt] = v
    sys.stdout.write(f'{best[full]}\n')


main()
