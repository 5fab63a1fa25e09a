// Naive greedy simulation, hour by hour: every hour scan all glazes and fire the allowed one with
// the most trays left (or stay idle). O(hours * glazes).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long c;
    if (scanf("%d %lld", &n, &c) != 2) return 0;
    map<long long, long long> cnt;
    for (int i = 0; i < n; i++) { long long x; scanf("%lld", &x); cnt[x]++; }
    vector<long long> left, allowed;  // trays left, first hour the glaze may be fired again
    for (auto& [g, k] : cnt) { left.push_back(k); allowed.push_back(0); }
    int m = left.size();
    long long done = 0, hour = 0;
    while (done < n) {
        int best = -1;
        for (int i = 0; i < m; i++)
            if (left[i] > 0 && allowed[i] <= hour && (best < 0 || left[i] > left[best])) best = i;
        if (best >= 0) {
            left[best]--;
            allowed[best] = hour + c + 1;
            done++;
        }
        hour++;
    }
    printf("%lld\n", hour);
}
