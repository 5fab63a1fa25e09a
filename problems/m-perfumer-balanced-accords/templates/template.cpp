#include <bits/stdc++.h>
using namespace std;

// Return the number of different warmth multisets {x, y, z} from three different vials
// with x + y + z == target.
long long countAccords(vector<long long>& warmth, long long target) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long target;
    if (scanf("%d %lld", &n, &target) != 2) return 0;
    vector<long long> warmth(n);
    for (auto& x : warmth) scanf("%lld", &x);
    printf("%lld\n", countAccords(warmth, target));
    return 0;
}
