#include <bits/stdc++.h>
using namespace std;

// Crews inspect every a-th, b-th and c-th post (posts 1, 2, 3, ...). Return the number of the k-th
// post (in increasing order) inspected by at least one crew. Answers reach 10^18; watch overflow.
long long kthInspected(long long a, long long b, long long c, long long k) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    while (q--) {
        long long a, b, c, k;
        scanf("%lld %lld %lld %lld", &a, &b, &c, &k);
        out += to_string(kthInspected(a, b, c, k));
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
