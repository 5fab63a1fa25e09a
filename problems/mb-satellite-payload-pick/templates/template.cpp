#include <bits/stdc++.h>
using namespace std;

// Return the maximum total score of instruments with total mass at most W (each used at most once).
long long bestPayload(int W, const vector<int>& mass, const vector<long long>& score) {
    // TODO: compute the best total score
    return 0;
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
