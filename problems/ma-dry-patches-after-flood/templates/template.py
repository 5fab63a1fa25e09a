import sys


def survey_patches(grid):
    """grid[i][j] is '#' (dry) or '.' (flooded).
    Return (number of dry patches, size of the largest dry patch)."""
    # TODO: write your solution here
    return (0, 0)


lines = sys.stdin.buffer.read().decode().split('\n')
r = int(lines[0].split()[0])
grid = [lines[i + 1].strip() for i in range(r)]
ans = survey_patches(grid)
print(ans[0], ans[1])
