// Learner's mistake: greedy instead of DP. Instruments are taken by best score per kilogram while
// they still fit, which is right for divisible cargo but not for whole instruments.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long W;
    if (scanf("%d %lld", &n, &W) != 2) return 0;
    vector<pair<long long, long long>> items(n);  // (mass, score)
    for (auto &it : items) scanf("%lld %lld", &it.first, &it.second);
    stable_sort(items.begin(), items.end(), [](const pair<long long, long long>& a, const pair<long long, long long>& b) {
        return a.second * b.first > b.second * a.first;
    });
    long long left = W, total = 0;
    for (auto &it : items) {
        if (it.first <= left) {
            left -= it.first;
            total += it.second;
        }
    }
    printf("%lld\n", total);
    return 0;
}
