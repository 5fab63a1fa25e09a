import sys


def evaluate(formula):
    """Evaluate the formula (no spaces; + - * / and parentheses; / truncates toward zero).
    Brackets may be nested 1.5 * 10^5 deep, so avoid deep recursion."""
    # TODO: write your solution here
    return 0


formula = sys.stdin.buffer.read().split()[0].decode()
sys.stdout.write(f'{evaluate(formula)}\n')
