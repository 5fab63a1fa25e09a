import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    par = [-1] + [int(x) for x in data[1:n]]
    children = [[] for _ in range(n)]
    for i in range(1, n):
        children[par[i]].append(i)
    order = [0]
    for x in order:
        order.extend(children[x])
    child_needs = [False] * n
    child_sensor = [False] * n
    sensors = 0
    for x in reversed(order):
        if child_needs[x]:
            state = 1  # sensor
            sensors += 1
        elif child_sensor[x]:
            state = 2  # watched
        else:
            state = 0  # needs
        if x == 0:
            if state == 0:
                sensors += 1
            break
        if state == 0:
            child_needs[par[x]] = True
        elif state == 1:
            child_sensor[par[x]] = True
    sys.stdout.write(f"{sensors}\n")


main()
