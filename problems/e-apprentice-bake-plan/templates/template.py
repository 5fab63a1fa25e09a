import sys


def first_broken_rule(n, rules, plan):
    """rules[r] = (u, v): step u must come before step v (rule number r + 1).
    plan lists all n steps in the apprentice's order.
    Return 0 if the plan respects every rule, else the smallest (1-based) number of a broken rule."""
    # TODO: write your solution here
    return 0


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
rules = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
plan = list(map(int, data[2 + 2 * m:2 + 2 * m + n]))
r = first_broken_rule(n, rules, plan)
sys.stdout.write('YES\n' if r == 0 else f'NO {r}\n')
