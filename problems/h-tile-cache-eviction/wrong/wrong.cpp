// Capacity checked before the lookup: on every put into a full cache the learner evicts the
// least recently used tile first, even when the put only overwrites a tile that is already cached.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int c, q;
    if (scanf("%d %d", &c, &q) != 2) return 0;
    list<pair<long long, long long>> order;  // front = most recently used
    unordered_map<long long, list<pair<long long, long long>>::iterator> pos;
    string out;
    char op[8];
    for (int i = 0; i < q; i++) {
        long long key;
        scanf("%7s %lld", op, &key);
        if (op[0] == 'g') {
            auto it = pos.find(key);
            if (it == pos.end()) {
                out += "-1\n";
                continue;
            }
            order.splice(order.begin(), order, it->second);
            out += to_string(it->second->second) + "\n";
        } else {
            long long val;
            scanf("%lld", &val);
            if ((int)order.size() == c) {
                pos.erase(order.back().first);
                order.pop_back();
            }
            auto it = pos.find(key);
            if (it != pos.end()) {
                it->second->second = val;
                order.splice(order.begin(), order, it->second);
            } else {
                order.push_front({key, val});
                pos[key] = order.begin();
            }
        }
    }
    fputs(out.c_str(), stdout);
}
