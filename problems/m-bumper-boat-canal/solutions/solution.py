import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    st = []
    push = st.append
    pop = st.pop
    for tok in data[1:1 + n]:
        a = int(tok)
        if a > 0:
            push(a)
            continue
        # a west-bound boat meets the east-bound boats on top of the stack
        w = -a
        alive = True
        while st and st[-1] > 0:
            top = st[-1]
            if top < w:
                pop()
                continue
            if top == w:
                pop()
            alive = False
            break
        if alive:
            push(a)
    sys.stdout.write(f"{len(st)}\n{' '.join(map(str, st))}\n")


main()
