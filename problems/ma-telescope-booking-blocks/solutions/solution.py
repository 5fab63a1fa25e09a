import sys


def merge_bookings(bookings):
    bookings.sort()
    blocks = []
    for s, e in bookings:
        if blocks and s <= blocks[-1][1]:
            if e > blocks[-1][1]:
                blocks[-1][1] = e
        else:
            blocks.append([s, e])
    return blocks


data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + 2 * n]))
bookings = list(zip(nums[0::2], nums[1::2]))
blocks = merge_bookings(bookings)
out = [str(len(blocks))]
out += [f'{s} {e}' for s, e in blocks]
sys.stdout.write('\n'.join(out) + '\n')
