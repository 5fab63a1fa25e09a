#include <bits/stdc++.h>
using namespace std;

// Return the smallest index whose left sum equals its right sum, or -1 if there is none.
int findTrimPoint(const vector<long long>& trim) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> trim(n);
    for (auto& x : trim) scanf("%lld", &x);
    printf("%d\n", findTrimPoint(trim));
    return 0;
}
