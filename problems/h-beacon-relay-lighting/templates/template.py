import sys


def light_beacons(n, value, children):
    """value[i] is the score of lighting beacon i; children[i] lists the beacons that receive
    their signal from beacon i (beacon 0 is the root). Return (the largest score of a set of lit
    beacons with no two directly linked, the number of sets reaching it modulo 10^9 + 7). The
    relay can be a line of 5 * 10^4 beacons: avoid deep recursion."""
    # TODO: write your solution here
    return (0, 0)


data = sys.stdin.buffer.read().split()
n = int(data[0])
value = [int(x) for x in data[1:1 + n]]
children = [[] for _ in range(n)]
for i in range(1, n):
    children[int(data[n + i])].append(i)
ans = light_beacons(n, value, children)
sys.stdout.write(f"{ans[0]} {ans[1]}\n")
