import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    val = []
    low = []
    out = []
    t = 1
    for _ in range(q):
        cmd = data[t]
        t += 1
        if cmd == b'push':
            x = int(data[t])
            t += 1
            low.append(x if not low or x < low[-1] else low[-1])
            val.append(x)
        elif not val:
            out.append('EMPTY')
        elif cmd == b'pop':
            low.pop()
            out.append(str(val.pop()))
        elif cmd == b'top':
            out.append(str(val[-1]))
        else:
            out.append(str(low[-1]))
    sys.stdout.write('\n'.join(out) + '\n')


main()
