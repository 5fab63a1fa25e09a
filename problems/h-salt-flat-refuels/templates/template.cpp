#include <bits/stdc++.h>
using namespace std;

// The finish is D km away, the car starts with F litres (1 litre per km); depot i is at pos[i]
// (increasing) with fuel[i] litres. Return the minimum number of stops, or -1.
int minStops(long long D, long long F, const vector<long long>& pos, const vector<long long>& fuel) {
    // TODO: write your solution here
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long D, F;
    cin >> n >> D >> F;
    vector<long long> pos(n), fuel(n);
    for (int i = 0; i < n; i++) cin >> pos[i] >> fuel[i];
    cout << minStops(D, F, pos, fuel) << "\n";
    return 0;
}
