#include <bits/stdc++.h>
using namespace std;

// 0/1 knapsack over capacities, iterating capacities downwards so each item is used once.
long long bestPayload(int W, const vector<int>& mass, const vector<long long>& score) {
    vector<long long> best(W + 1, 0);
    for (size_t i = 0; i < mass.size(); i++) {
        int m = mass[i];
        long long v = score[i];
        for (int c = W; c >= m; c--) {
            long long cand = best[c - m] + v;
            if (cand > best[c]) best[c] = cand;
        }
    }
    return best[W];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, W;
    cin >> n >> W;
    vector<int> mass(n);
    vector<long long> score(n);
    for (int i = 0; i < n; i++) cin >> mass[i] >> score[i];
    cout << bestPayload(W, mass, score) << "\n";
    return 0;
}
