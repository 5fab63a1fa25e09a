import sys


def harbour_desk(ops, words):
    """ops[i] is '+', '-' or '?', words[i] its call sign or prefix (a str). Replay the commands in
    order and return a list with, for every '?' command, the number of moored vessels whose call
    sign starts with the word. Tip: a trie whose nodes count the call signs passing through them."""
    # TODO: write your solution here
    return []


data = sys.stdin.buffer.read().split()
q = int(data[0])
ops = [data[1 + 2 * i].decode() for i in range(q)]
words = [data[2 + 2 * i].decode() for i in range(q)]
sys.stdout.write('\n'.join(map(str, harbour_desk(ops, words))) + '\n')
