import sys
from bisect import bisect_right


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    # Per platform: the times and values of its changes (times grow automatically).
    times = {}
    values = {}
    out = []
    t = 1
    for i in range(1, q + 1):
        c = data[t]
        plat = data[t + 1]
        x = int(data[t + 2])
        t += 3
        if c == b's':
            ts = times.get(plat)
            if ts is None:
                times[plat] = [i]
                values[plat] = [x]
            else:
                ts.append(i)
                values[plat].append(x)
        else:
            ts = times.get(plat)
            if ts is None:
                out.append(-1)
            else:
                cnt = bisect_right(ts, x)
                out.append(values[plat][cnt - 1] if cnt else -1)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
