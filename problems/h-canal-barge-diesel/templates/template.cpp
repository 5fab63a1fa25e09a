#include <bits/stdc++.h>
using namespace std;

// price[u]: the price of one litre in town u. adj[u] lists {v, d}: a canal to town v that uses
// d litres. The barge starts in town 0 with an empty tank of capacity cap. Return the minimum
// cost of reaching town n - 1, or -1 if it cannot be reached.
long long cheapestTrip(int n, int cap, const vector<int>& price, const vector<vector<pair<int, int>>>& adj) {
    // TODO: write your solution here
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m, cap;
    cin >> n >> m >> cap;
    vector<int> price(n);
    for (auto& p : price) cin >> p;
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, d;
        cin >> u >> v >> d;
        adj[u].push_back({v, d});
        adj[v].push_back({u, d});
    }
    cout << cheapestTrip(n, cap, price, adj) << "\n";
    return 0;
}
