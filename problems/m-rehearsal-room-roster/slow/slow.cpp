// Naive: for every booking (in start order) look at every booking handled before it, mark the
// rooms of those still running, then take the smallest unmarked room. O(n^2) whatever k is.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> s(n), e(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &s[i], &e[i]);
    vector<int> order(n);
    iota(order.begin(), order.end(), 0);
    stable_sort(order.begin(), order.end(), [&](int a, int b) { return s[a] < s[b]; });
    vector<int> room(n), mark(n + 2, -1);
    int k = 0;
    for (int a = 0; a < n; a++) {
        int i = order[a];
        for (int b = 0; b < a; b++) {
            int j = order[b];
            if (e[j] > s[i]) mark[room[j]] = a;  // room still busy
        }
        int r = 1;
        while (mark[r] == a) r++;
        room[i] = r;
        k = max(k, r);
    }
    string out = to_string(k) + "\n";
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(room[i]);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
