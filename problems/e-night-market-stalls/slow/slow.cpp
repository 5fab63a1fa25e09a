// Naive: decide "rent or not" for every stall by plain recursion, exponential time.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<long long> p;

long long best(int i) {  // best total using stalls i..n-1
    if (i >= n) return 0;
    return max(best(i + 1), p[i] + best(i + 2));
}

int main() {
    if (scanf("%d", &n) != 1) return 0;
    p.resize(n);
    for (auto& x : p) scanf("%lld", &x);
    printf("%lld\n", best(0));
}
