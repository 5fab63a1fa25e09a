// A plausible misreading: the learner takes the pair with the smallest i (then the smallest j),
// while the statement asks for the pair that is completed first, the smallest j.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    map<long long, vector<int>> positions;
    for (int i = 0; i < n; i++) positions[a[i]].push_back(i);
    for (int i = 0; i < n; i++) {
        auto it = positions.find(t - a[i]);
        if (it == positions.end()) continue;
        auto later = upper_bound(it->second.begin(), it->second.end(), i);
        if (later != it->second.end()) {
            printf("%d %d\n", i, *later);
            return 0;
        }
    }
    printf("-1\n");
}
