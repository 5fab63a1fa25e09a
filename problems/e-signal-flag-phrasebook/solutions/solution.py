import sys


def main():
    lines = sys.stdin.buffer.read().split(b'\n')
    q = int(lines[0])
    out = []
    for t in range(q):
        p = lines[1 + 2 * t]
        words = lines[2 + 2 * t].split(b' ')
        ok = len(words) == len(p)
        if ok:
            word_of = {}
            letter_of = {}
            for c, w in zip(p, words):
                a = word_of.get(c)
                b = letter_of.get(w)
                if a is None and b is None:
                    word_of[c] = w
                    letter_of[w] = c
                elif a != w or b != c:
                    ok = False
                    break
        out.append('yes' if ok else 'no')
    sys.stdout.write('\n'.join(out) + '\n')


main()
