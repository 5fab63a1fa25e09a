#include <bits/stdc++.h>
using namespace std;

struct Operation {
    bool isGet;      // true for "get key", false for "put key value"
    long long key;
    long long value; // only meaningful for put
};

// Replay the operations on an empty LRU cache of the given capacity and return the
// results of the get operations in order (-1 for a miss).
// Tip: a hash map from key to a node of a doubly linked list ordered by recency.
vector<long long> replayCache(int capacity, const vector<Operation>& ops) {
    // TODO: implement
    return {};
}

int main() {
    int c, q;
    if (scanf("%d %d", &c, &q) != 2) return 0;
    vector<Operation> ops(q);
    char op[8];
    for (int i = 0; i < q; i++) {
        scanf("%7s %lld", op, &ops[i].key);
        ops[i].isGet = (op[0] == 'g');
        ops[i].value = 0;
        if (!ops[i].isGet) scanf("%lld", &ops[i].value);
    }
    vector<long long> res = replayCache(c, ops);
    string out;
    for (long long v : res) { out += to_string(v); out.push_back('\n'); }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
