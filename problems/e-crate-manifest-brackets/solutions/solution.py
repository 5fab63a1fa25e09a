import sys


def main():
    data = sys.stdin.buffer.read().split()
    s = data[1].decode()
    match = {')': '(', ']': '[', '}': '{', '>': '<'}
    openers = '([{<'
    st = []
    push = st.append
    pop = st.pop
    for i, c in enumerate(s):
        if c in openers:
            push(i)
        elif c in match:
            if not st or s[st[-1]] != match[c]:
                sys.stdout.write(f'{i}\n')
                return
            pop()
    sys.stdout.write(f'{st[0] if st else -1}\n')


main()
