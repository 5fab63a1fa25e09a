// Naive O(N * k): every step scans all k current heads for the smallest one.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int k;
    if (scanf("%d", &k) != 1) return 0;
    vector<vector<long long>> belts(k);
    for (int i = 0; i < k; i++) {
        int n;
        scanf("%d", &n);
        belts[i].resize(n);
        for (auto &v : belts[i]) scanf("%lld", &v);
    }
    vector<size_t> pos(k, 0);
    vector<long long> out;
    while (true) {
        int best = -1;
        for (int i = 0; i < k; i++)
            if (pos[i] < belts[i].size() && (best < 0 || belts[i][pos[i]] < belts[best][pos[best]])) best = i;
        if (best < 0) break;
        out.push_back(belts[best][pos[best]++]);
    }
    if (out.empty()) { printf("empty\n"); return 0; }
    for (size_t i = 0; i < out.size(); i++) printf(i ? " %lld" : "%lld", out[i]);
    printf("\n");
    return 0;
}
