// Naive: keep (annotation, count, time of last use) per cached sheet and, on every eviction, scan
// the whole drawer for the smallest (count, last use). O(c) per eviction.
#include <bits/stdc++.h>
using namespace std;

struct Sheet { long long value; int count; int lastUse; };

int main() {
    int c, q;
    if (scanf("%d %d", &c, &q) != 2) return 0;
    unordered_map<long long, Sheet> drawer;
    string out;
    char op[8];
    for (int i = 0; i < q; i++) {
        long long key, value = 0;
        scanf("%7s %lld", op, &key);
        auto it = drawer.find(key);
        if (op[0] == 'g') {
            if (it == drawer.end()) out += "-1\n";
            else {
                it->second.count++;
                it->second.lastUse = i;
                out += to_string(it->second.value) + "\n";
            }
            continue;
        }
        scanf("%lld", &value);
        if (it != drawer.end()) {
            it->second.value = value;
            it->second.count++;
            it->second.lastUse = i;
            continue;
        }
        if ((int)drawer.size() == c) {
            auto victim = drawer.begin();
            for (auto jt = drawer.begin(); jt != drawer.end(); ++jt) {
                const Sheet& a = jt->second;
                const Sheet& b = victim->second;
                if (a.count < b.count || (a.count == b.count && a.lastUse < b.lastUse)) victim = jt;
            }
            drawer.erase(victim);
        }
        drawer[key] = Sheet{value, 1, i};
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
