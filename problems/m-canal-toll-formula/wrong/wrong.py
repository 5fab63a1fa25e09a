# Learner's mistake: division uses Python's floor division //, which rounds toward minus infinity,
# so a negative quotient such as (0-7)/2 gives -4 instead of -3.
import sys


def main():
    s = sys.stdin.buffer.read().split()[0].decode()
    L = len(s)
    vals = []
    ops = []
    prec = {'+': 1, '-': 1, '*': 2, '/': 2}

    def apply_top():
        o = ops.pop()
        b = vals.pop()
        a = vals.pop()
        if o == '+':
            vals.append(a + b)
        elif o == '-':
            vals.append(a - b)
        elif o == '*':
            vals.append(a * b)
        else:
            vals.append(a // b)

    i = 0
    while i < L:
        ch = s[i]
        if '0' <= ch <= '9':
            j = i
            while j < L and '0' <= s[j] <= '9':
                j += 1
            vals.append(int(s[i:j]))
            i = j
            continue
        if ch == '(':
            ops.append(ch)
        elif ch == ')':
            while ops[-1] != '(':
                apply_top()
            ops.pop()
        else:
            p = prec[ch]
            while ops and ops[-1] != '(' and prec[ops[-1]] >= p:
                apply_top()
            ops.append(ch)
        i += 1
    while ops:
        apply_top()
    print(vals[-1])


main()
