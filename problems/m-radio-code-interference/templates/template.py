import sys


def strongest_interference(a):
    """a holds the 16-bit codes (0 <= a[i] < 65536). Return (M, count): M = the maximum of
    a[i] ^ a[j] over i < j, count = the number of pairs i < j with a[i] ^ a[j] == M.
    Tip: a binary trie over the bits, highest bit first."""
    # TODO: write your solution here
    return 0, 0


data = sys.stdin.buffer.read().split()
n = int(data[0])
a = list(map(int, data[1:n + 1]))
m, count = strongest_interference(a)
sys.stdout.write(f'{m} {count}\n')
