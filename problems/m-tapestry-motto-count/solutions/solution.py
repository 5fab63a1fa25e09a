import sys


def main():
    data = sys.stdin.buffer.read().split()
    s, t = data[0], data[1]
    mod = 1000000007
    m = len(t)
    ways = [0] * (m + 1)  # choices in the border read so far that spell t[0..j-1]
    ways[0] = 1
    # the motto positions holding each letter, in decreasing order
    at = [[] for _ in range(256)]
    for j in range(m, 0, -1):
        at[t[j - 1]].append(j)
    for c in s:  # iterating bytes yields ints
        for j in at[c]:
            ways[j] += ways[j - 1]
        # without a modulus the values stay below C(10^5, 15) < 10^63,
        # so Python's big integers stay small; reduce once at the end
    sys.stdout.write(f'{ways[m] % mod}\n')


main()
