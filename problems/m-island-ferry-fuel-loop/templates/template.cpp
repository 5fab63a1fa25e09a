#include <bits/stdc++.h>
using namespace std;

// fuel[i] litres can be loaded at island i; the leg from island i to island (i + 1) % n burns
// cost[i] litres. Return how many islands the ferry can start from (empty tank) and sail the
// whole loop without the tank ever going below empty.
int countStarts(const vector<long long>& fuel, const vector<long long>& cost) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> fuel(n), cost(n);
    for (auto& x : fuel) scanf("%lld", &x);
    for (auto& x : cost) scanf("%lld", &x);
    printf("%d\n", countStarts(fuel, cost));
    return 0;
}
