import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    # stack of heights and wilt days, heights strictly decreasing from bottom to top
    sh = []
    sd = []
    answer = 0
    for tok in data[1:1 + n]:
        h = int(tok)
        m = 0
        while sh and sh[-1] <= h:
            sh.pop()
            d = sd.pop()
            if d > m:
                m = d
        day = m + 1 if sh else 0
        if day > answer:
            answer = day
        sh.append(h)
        sd.append(day)
    sys.stdout.write(f"{answer}\n")


main()
