import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    children = [{}]  # children[v] maps a letter (byte value) to a child node
    passing = [0]    # passing[v] = moored vessels whose call sign starts with v's prefix
    out = []
    for i in range(q):
        op = data[1 + 2 * i]
        word = data[2 + 2 * i]
        if op == b'?':
            v = 0
            for c in word:
                v = children[v].get(c, -1)
                if v < 0:
                    break
            out.append(0 if v < 0 else passing[v])
        else:
            d = 1 if op == b'+' else -1
            v = 0
            for c in word:
                nxt = children[v].get(c)
                if nxt is None:
                    nxt = len(passing)
                    children[v][c] = nxt
                    children.append({})
                    passing.append(0)
                v = nxt
                passing[v] += d
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
