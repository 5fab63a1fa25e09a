// Naive: build setlists song by song in ANY order (the next song may be any unused one, not only
// a later one), checking the clash list pair by pair, and remove the duplicates at the end by
// collecting the finished sets in a std::set. Correct, but a setlist of s songs is built once
// for every order of its songs (s! times), so the search explodes on long setlists.
#include <bits/stdc++.h>
using namespace std;

int n, m;
long long T;
vector<long long> d;
vector<pair<int, int>> clashes;
set<int> setlists;

bool clashesWith(int mask, int song) {
    for (auto [u, v] : clashes)
        if ((u == song && (mask >> v & 1)) || (v == song && (mask >> u & 1))) return true;
    return false;
}

void build(int mask, long long sum) {
    if (sum == T) {
        setlists.insert(mask);
        return;
    }
    for (int i = 0; i < n; i++) {
        if (mask >> i & 1) continue;
        if (sum + d[i] > T) continue;
        if (clashesWith(mask, i)) continue;
        build(mask | (1 << i), sum + d[i]);
    }
}

int main() {
    if (scanf("%d %d %lld", &n, &m, &T) != 3) return 0;
    d.resize(n);
    for (auto& x : d) scanf("%lld", &x);
    for (int k = 0; k < m; k++) {
        int u, v;
        scanf("%d %d", &u, &v);
        clashes.push_back({u - 1, v - 1});
    }
    build(0, 0);
    printf("%zu\n", setlists.size());
    if (!setlists.empty()) {
        vector<int> best;
        bool have = false;
        for (int mask : setlists) {
            vector<int> songs;
            for (int k = 0; k < n; k++)
                if (mask >> k & 1) songs.push_back(k + 1);
            if (!have || songs < best) best = songs, have = true;
        }
        for (size_t k = 0; k < best.size(); k++) printf("%d%c", best[k], k + 1 < best.size() ? ' ' : '\n');
    }
    return 0;
}
