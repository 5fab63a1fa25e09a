import sys


def safe_stations(n, belts):
    """belts[i] = (u, v): a belt from station u to station v.
    Return a list of n booleans: True if every route from the station ends at a bay (a station
    without outgoing belts), False if a parcel there can be sent round forever."""
    # TODO: write your solution here
    return [False] * n


data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
nums = list(map(int, data[2:2 + 2 * m]))
belts = list(zip(nums[0::2], nums[1::2]))
sys.stdout.write("".join("S" if s else "L" for s in safe_stations(n, belts)) + "\n")
