import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = list(map(int, data[1:1 + n]))
    total = sum(p)
    cur_max = cur_min = 0
    best_max = -10 ** 18
    best_min = 10 ** 18
    first = True
    for x in p:
        if first:
            cur_max = cur_min = x
            first = False
        else:
            cur_max = x if cur_max < 0 else cur_max + x
            cur_min = x if cur_min > 0 else cur_min + x
        if cur_max > best_max:
            best_max = cur_max
        if cur_min < best_min:
            best_min = cur_min
    answer = best_max if best_max < 0 else max(best_max, total - best_min)
    sys.stdout.write(f'{answer}\n')


main()
