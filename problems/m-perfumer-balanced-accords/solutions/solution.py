import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, t = int(data[0]), int(data[1])
    a = sorted(map(int, data[2:2 + n]))
    count = 0
    for i in range(n - 2):
        x = a[i]
        if i > 0 and x == a[i - 1]:
            continue
        need = t - x
        j, k = i + 1, n - 1
        while j < k:
            s = a[j] + a[k]
            if s < need:
                j += 1
            elif s > need:
                k -= 1
            else:
                count += 1
                y = a[j]
                while j < k and a[j] == y:
                    j += 1
                z = a[k]
                while k > j and a[k] == z:
                    k -= 1
    sys.stdout.write(f'{count}\n')


main()
