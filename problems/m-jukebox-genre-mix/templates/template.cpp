#include <bits/stdc++.h>
using namespace std;

// Return the number of stretches of consecutive songs with exactly k different genres.
long long countMixes(const vector<int>& genres, int k) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> genres(n);
    for (auto& x : genres) scanf("%d", &x);
    printf("%lld\n", countMixes(genres, k));
    return 0;
}
