// Learner's mistake: a put on a sheet that is already in the drawer only replaces the annotation;
// it is not counted as a use (the count and the time of last use stay as they were).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int c, q;
    scanf("%d %d", &c, &q);
    map<long long, long long> value;
    map<long long, pair<int, int>> rank;  // key -> (count, last use)
    set<tuple<int, int, long long>> order;
    char op[8];
    for (int i = 0; i < q; i++) {
        long long key, v = 0;
        scanf("%7s %lld", op, &key);
        if (op[0] == 'g') {
            auto it = value.find(key);
            if (it == value.end()) { printf("-1\n"); continue; }
            auto& r = rank[key];
            order.erase({r.first, r.second, key});
            r = {r.first + 1, i};
            order.insert({r.first, r.second, key});
            printf("%lld\n", it->second);
            continue;
        }
        scanf("%lld", &v);
        if (value.count(key)) { value[key] = v; continue; }
        if ((int)value.size() == c) {
            auto [cnt, last, victim] = *order.begin();
            order.erase(order.begin());
            value.erase(victim);
            rank.erase(victim);
        }
        value[key] = v;
        rank[key] = {1, i};
        order.insert({1, i, key});
    }
}
