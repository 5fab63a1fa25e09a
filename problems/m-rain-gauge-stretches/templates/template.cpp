#include <bits/stdc++.h>
using namespace std;

// Return the number of stretches i..j whose total rainfall lies in [low, high].
long long countModerate(const vector<long long>& rain, long long low, long long high) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long low, high;
    if (scanf("%d %lld %lld", &n, &low, &high) != 3) return 0;
    vector<long long> rain(n);
    for (auto& x : rain) scanf("%lld", &x);
    printf("%lld\n", countModerate(rain, low, high));
    return 0;
}
