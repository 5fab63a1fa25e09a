import sys


def answer_questions(n, bridges, questions):
    """bridges[i] = (u, v): a two-way rope bridge; questions[k] = (a, b).
    Return a string of len(questions) characters: 'Y' if b can be reached from a, else 'N'."""
    # TODO: write your solution here
    return 'N' * len(questions)


data = sys.stdin.buffer.read().split()
n, m, q = int(data[0]), int(data[1]), int(data[2])
bridges = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)]
base = 3 + 2 * m
questions = [(int(data[base + 2 * k]), int(data[base + 2 * k + 1])) for k in range(q)]
sys.stdout.write(answer_questions(n, bridges, questions) + '\n')
