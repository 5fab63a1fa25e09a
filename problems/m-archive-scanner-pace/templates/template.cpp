#include <bits/stdc++.h>
using namespace std;

// pages[i] is the page count of box i. Return the smallest integer speed v such that the sum of
// ceil(pages[i] / v) is at most H. Careful: the sums need 64-bit integers.
long long smallestSpeed(const vector<long long>& pages, long long H) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long H;
    if (scanf("%d %lld", &n, &H) != 2) return 0;
    vector<long long> pages(n);
    for (auto& x : pages) scanf("%lld", &x);
    printf("%lld\n", smallestSpeed(pages, H));
    return 0;
}
