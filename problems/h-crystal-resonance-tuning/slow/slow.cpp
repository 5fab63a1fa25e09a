// Naive: keep the whole set of reachable XOR values explicitly (it doubles with every crystal that
// is not already reachable) and scan all of it for every query. O(2^rank) per query.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<unsigned> span{0};
    vector<bool> seen(1u << 30, false); // reachable values, for the membership test (128 MB of bits)
    seen[0] = true;
    while (q--) {
        int type;
        unsigned v;
        scanf("%d %u", &type, &v);
        if (type == 1) {
            if (seen[v]) continue;
            size_t m = span.size();
            for (size_t i = 0; i < m; i++) {
                unsigned t = span[i] ^ v;
                seen[t] = true;
                span.push_back(t);
            }
        } else {
            unsigned best = 0;
            for (unsigned s : span) best = max(best, s ^ v);
            printf("%u\n", best);
        }
    }
}
