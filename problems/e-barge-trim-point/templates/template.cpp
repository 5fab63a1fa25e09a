#include <bits/stdc++.h>
using namespace std;

// loads[i] is the net load of bay i + 1. Return the first bay (1-based) whose left and right
// sides weigh the same, or -1 if there is none.
int firstTrimPoint(const vector<long long>& loads) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> loads(n);
    for (auto& x : loads) scanf("%lld", &x);
    printf("%d\n", firstTrimPoint(loads));
    return 0;
}
