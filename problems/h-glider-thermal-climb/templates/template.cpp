#include <bits/stdc++.h>
using namespace std;

// Return {length, first minute} of the shortest (then earliest) stretch with net climb >= K,
// or {-1, -1} if there is none.
pair<int, int> shortestClimb(const vector<long long>& climb, long long K) {
    // TODO: write your solution here
    return {-1, -1};
}

int main() {
    int n;
    long long K;
    if (scanf("%d %lld", &n, &K) != 2) return 0;
    vector<long long> climb(n);
    for (auto& x : climb) scanf("%lld", &x);
    pair<int, int> ans = shortestClimb(climb, K);
    if (ans.first < 0) printf("-1\n");
    else printf("%d %d\n", ans.first, ans.second);
    return 0;
}
