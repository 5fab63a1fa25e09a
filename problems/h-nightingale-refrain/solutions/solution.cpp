#include <bits/stdc++.h>
using namespace std;

// Binary search on the length L; for a fixed L, a double polynomial hash of every window finds
// a repeated window by sorting the hashes.
const uint64_t M1 = 1000000007ULL, M2 = 998244353ULL, B1 = 131, B2 = 137;
int n;
string s;
vector<uint64_t> h1, h2, p1, p2;

uint64_t key(int i, int L) {
    uint64_t a = (h1[i + L] + M1 * M1 - h1[i] * p1[L] % M1) % M1;
    uint64_t b = (h2[i + L] + M2 * M2 - h2[i] * p2[L] % M2) % M2;
    return a << 32 | b;
}

// smallest start of a window of length L that occurs at least twice, or -1
int firstRepeat(int L, bool needPosition) {
    int m = n - L + 1;
    vector<pair<uint64_t, int>> w(m);
    for (int i = 0; i < m; i++) w[i] = {key(i, L), i};
    sort(w.begin(), w.end());
    int best = -1;
    for (int i = 0; i + 1 < m; i++) {
        if (w[i].first != w[i + 1].first) continue;
        // w[i] is the smallest index of its group of equal windows
        if (!needPosition) return w[i].second;
        if (best < 0 || w[i].second < best) best = w[i].second;
        while (i + 1 < m && w[i + 1].first == w[i].first) i++;
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> s;
    n = s.size();
    h1.assign(n + 1, 0), h2.assign(n + 1, 0), p1.assign(n + 1, 1), p2.assign(n + 1, 1);
    for (int i = 0; i < n; i++) {
        h1[i + 1] = (h1[i] * B1 + s[i]) % M1;
        h2[i + 1] = (h2[i] * B2 + s[i]) % M2;
        p1[i + 1] = p1[i] * B1 % M1;
        p2[i + 1] = p2[i] * B2 % M2;
    }
    int lo = 0, hi = n - 1;  // a length-lo window repeats (lo = 0 trivially)
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (firstRepeat(mid, false) >= 0) lo = mid;
        else hi = mid - 1;
    }
    if (lo == 0) printf("0\n");
    else printf("%d %d\n", lo, firstRepeat(lo, true) + 1);
    return 0;
}
