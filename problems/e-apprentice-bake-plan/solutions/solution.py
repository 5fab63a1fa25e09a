import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    pos = [0] * n
    base = 2 + 2 * m
    for i in range(n):
        pos[int(data[base + i])] = i  # inverse of the plan
    answer = 'YES'
    for i in range(m):
        if pos[int(data[2 + 2 * i])] > pos[int(data[3 + 2 * i])]:
            answer = f'NO {i + 1}'
            break
    sys.stdout.write(answer + '\n')


main()
