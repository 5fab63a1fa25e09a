#include <bits/stdc++.h>
using namespace std;

// Return the maximum total score for firing all shells with brightnesses b.
long long bestShow(const vector<long long>& b) {
    // TODO: implement
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> b(n);
    for (auto &x : b) scanf("%lld", &x);
    printf("%lld\n", bestShow(b));
    return 0;
}
