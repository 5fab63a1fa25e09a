import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    hist = [0] * (q + 1)
    cur = 0
    last = 0
    out = []
    t = 1
    for _ in range(q):
        c = data[t]
        x = int(data[t + 1])
        t += 2
        if c == b'v':
            cur += 1
            hist[cur] = x
            last = cur
            continue
        if c == b'b':
            cur = cur - x if cur > x else 0
        else:
            cur = cur + x if cur + x < last else last
        out.append(hist[cur])
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
