import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for t in data[1:q + 1]:
        bits = format(int(t), '032b')
        out.append(f'{int(bits[::-1], 2)} {bits.count("1")}')
    sys.stdout.write('\n'.join(out) + '\n')


main()
