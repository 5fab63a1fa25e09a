import sys


def consignment_sizes(labels):
    """Return the sizes of the consignments (groups of labels that are anagrams of each other),
    from the largest to the smallest."""
    # TODO: write your solution here
    return []


data = sys.stdin.read().split()
n = int(data[0])
sizes = consignment_sizes(data[1:1 + n])
sys.stdout.write(f'{len(sizes)}\n' + ' '.join(map(str, sizes)) + '\n')
