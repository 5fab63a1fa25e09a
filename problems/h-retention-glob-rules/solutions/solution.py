import sys


def matches(p, s):
    # Greedy matching: on a mismatch, the last '*' takes one more character and matching
    # resumes after it; no earlier '*' ever needs to change.
    i = j = 0
    star = -1
    mark = 0
    while j < len(s):
        if i < len(p) and (p[i] == '?' or p[i] == s[j]):
            i += 1
            j += 1
        elif i < len(p) and p[i] == '*':
            star = i
            mark = j
            i += 1
        elif star != -1:
            i = star + 1
            mark += 1
            j = mark
        else:
            return False
    while i < len(p) and p[i] == '*':
        i += 1
    return i == len(p)


lines = [line.strip() for line in sys.stdin.buffer.read().decode().split('\n')]
p = lines[0]
q = int(lines[1])
out = ['YES' if matches(p, lines[2 + i]) else 'NO' for i in range(q)]
sys.stdout.write('\n'.join(out) + '\n')
