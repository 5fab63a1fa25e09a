#include <bits/stdc++.h>
using namespace std;

struct Operation {
    bool isGet;       // true for "get key", false for "put key value"
    long long key;
    long long value;  // only meaningful for put
};

// Replay the operations on an empty drawer of the given capacity (least frequently used sheet goes
// back first, ties by the oldest last use) and return the results of the gets in order (-1 for a
// miss). Aim for O(1) or O(log q) per operation.
vector<long long> replayDrawer(int capacity, const vector<Operation>& ops) {
    // TODO: write your solution here
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
    vector<long long> res = replayDrawer(c, ops);
    string out;
    for (long long v : res) { out += to_string(v); out.push_back('\n'); }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
