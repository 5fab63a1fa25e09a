#include <bits/stdc++.h>
using namespace std;

// trips[i] = {l, r}. Return, for every trip, the number of primes p with l <= p <= r.
vector<int> countPrimeMileposts(const vector<pair<int, int>>& trips) {
    // TODO: write your solution here
    return vector<int>(trips.size(), 0);
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<pair<int, int>> trips(q);
    for (auto& t : trips) scanf("%d %d", &t.first, &t.second);
    vector<int> ans = countPrimeMileposts(trips);
    string out;
    for (int x : ans) {
        out += to_string(x);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
