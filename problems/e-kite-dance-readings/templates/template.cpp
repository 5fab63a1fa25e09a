#include <bits/stdc++.h>
using namespace std;

// h[i] is the i-th height reading. Return the largest number of readings that can be picked, in
// order, so that the steps between picked readings strictly rise and fall alternately.
int longestDance(const vector<long long>& h) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto& x : h) scanf("%lld", &x);
    printf("%d\n", longestDance(h));
    return 0;
}
