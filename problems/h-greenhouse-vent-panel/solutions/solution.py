import sys


def main():
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    grid = [row.decode() for row in data[2:2 + r]]
    if c > r:
        # work along the longer side: enumerate presses of the shorter first row
        grid = [''.join(grid[i][j] for i in range(r)) for j in range(c)]
        r, c = c, r
    rows = [int(line[::-1], 2) for line in grid]  # bit j = column j
    full = (1 << c) - 1
    best = -1
    pc = [bin(m).count('1') for m in range(1 << c)]
    for first in range(1 << c):
        press = first
        prev = rows[0]
        count = 0
        for i in range(1, r + 1):
            # apply the presses of row i-1: they toggle row i-1 (self and sideways) and row i
            prev ^= (press ^ (press << 1) ^ (press >> 1)) & full
            count += pc[press]
            if i == r:
                break
            cur = rows[i] ^ press
            # every vent still open in row i-1 must be closed by the press just below it
            press = prev
            prev = cur
        if prev == 0 and (best < 0 or count < best):
            best = count
    sys.stdout.write(f'{best}\n')


main()
