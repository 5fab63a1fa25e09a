import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    cnt = [0] * (1 << 20)
    cnt[0] = 1
    prefix = 0
    total = 0
    for tok in data[2:2 + n]:
        prefix ^= int(tok)
        total += cnt[prefix ^ k]
        cnt[prefix] += 1
    sys.stdout.write(f'{total}\n')


main()
