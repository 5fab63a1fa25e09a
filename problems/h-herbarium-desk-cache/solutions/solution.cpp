#include <bits/stdc++.h>
using namespace std;

struct Entry {
    long long value;
    int count;
    list<long long>::iterator pos;
};

int main() {
    int c, q;
    if (scanf("%d %d", &c, &q) != 2) return 0;
    unordered_map<long long, Entry> entry;
    unordered_map<int, list<long long>> group;  // count -> keys, oldest use first
    entry.reserve(2 * min(c, q) + 1);
    int minCount = 0;
    auto use = [&](long long key, Entry& e) {
        list<long long>& from = group[e.count];
        from.erase(e.pos);
        if (from.empty()) {
            group.erase(e.count);
            if (minCount == e.count) minCount++;
        }
        e.count++;
        list<long long>& to = group[e.count];
        to.push_back(key);
        e.pos = prev(to.end());
    };
    string out;
    char op[8];
    for (int i = 0; i < q; i++) {
        long long key, value = 0;
        scanf("%7s %lld", op, &key);
        if (op[0] == 'g') {
            auto it = entry.find(key);
            if (it == entry.end()) out += "-1\n";
            else {
                use(key, it->second);
                out += to_string(it->second.value);
                out += '\n';
            }
        } else {
            scanf("%lld", &value);
            auto it = entry.find(key);
            if (it != entry.end()) {
                it->second.value = value;
                use(key, it->second);
                continue;
            }
            if ((int)entry.size() == c) {
                list<long long>& lst = group[minCount];
                long long victim = lst.front();
                lst.pop_front();
                if (lst.empty()) group.erase(minCount);
                entry.erase(victim);
            }
            list<long long>& one = group[1];
            one.push_back(key);
            entry[key] = Entry{value, 1, prev(one.end())};
            minCount = 1;
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
