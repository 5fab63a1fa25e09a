#include <bits/stdc++.h>
using namespace std;

// Return the length of the longest strictly increasing chain of readings (in time order).
int longestBrighteningChain(const vector<int>& readings) {
    // TODO: implement
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> readings(n);
    for (auto &x : readings) scanf("%d", &x);
    printf("%d\n", longestBrighteningChain(readings));
    return 0;
}
