import sys


def count_prime_mileposts(trips):
    """trips[i] = (l, r). Return, for every trip, the number of primes p with l <= p <= r."""
    # TODO: write your solution here
    return [0] * len(trips)


data = sys.stdin.buffer.read().split()
q = int(data[0])
trips = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
sys.stdout.write('\n'.join(map(str, count_prime_mileposts(trips))) + '\n')
