// Naive LRU: a std::list in recency order, searched linearly for every operation (O(c) per op).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int c, q;
    if (scanf("%d %d", &c, &q) != 2) return 0;
    list<pair<long long, long long>> cache; // front = most recently used
    char op[8];
    for (int i = 0; i < q; i++) {
        long long key;
        scanf("%7s %lld", op, &key);
        auto it = cache.begin();
        while (it != cache.end() && it->first != key) ++it;
        if (op[0] == 'g') {
            if (it == cache.end()) { printf("-1\n"); continue; }
            cache.splice(cache.begin(), cache, it);
            printf("%lld\n", cache.front().second);
        } else {
            long long val;
            scanf("%lld", &val);
            if (it != cache.end()) {
                it->second = val;
                cache.splice(cache.begin(), cache, it);
                continue;
            }
            if ((int)cache.size() == c) cache.pop_back();
            cache.push_front({key, val});
        }
    }
    return 0;
}
