import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    # run[i] is the total of the first i live lines; run[0] = 0 stands for the empty tape.
    run = [0]
    out = []
    t = 1
    for _ in range(q):
        c = data[t]
        t += 1
        if c == b'+':
            run.append(run[-1] + int(data[t]))
            t += 1
        elif c == b'-':
            if len(run) > 1:
                run.pop()
        elif c == b'*':
            if len(run) > 1:
                run.append(2 * run[-1] - run[-2])
        else:
            out.append(run[-1])
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
