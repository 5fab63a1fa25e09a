#include <bits/stdc++.h>
using namespace std;

// Return the length of the shortest block of consecutive crates weighing at least target,
// or 0 if there is none.
int shortestBatch(const vector<int>& weights, long long target) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long target;
    if (scanf("%d %lld", &n, &target) != 2) return 0;
    vector<int> weights(n);
    for (auto& x : weights) scanf("%d", &x);
    printf("%d\n", shortestBatch(weights, target));
    return 0;
}
