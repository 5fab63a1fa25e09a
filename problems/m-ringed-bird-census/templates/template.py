import sys


def bird_counts(n, photos, codes):
    """Observation i says: photo photos[i] shows ring code codes[i].
    Return, after each observation, the number of different birds among the n photos."""
    # TODO: write your solution here
    return [0] * len(photos)


data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
photos = [int(data[2 + 2 * i]) for i in range(q)]
codes = [int(data[3 + 2 * i]) for i in range(q)]
sys.stdout.write('\n'.join(map(str, bird_counts(n, photos, codes))) + '\n')
