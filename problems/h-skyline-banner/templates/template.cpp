#include <bits/stdc++.h>
using namespace std;

// Return the largest area of a rectangle that fits under the buildings h[0..n-1].
long long largestBanner(const vector<long long>& h) {
    // TODO: implement
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    printf("%lld\n", largestBanner(h));
    return 0;
}
