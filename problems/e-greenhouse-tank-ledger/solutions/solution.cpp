#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<long long> pre(n + 1, 0);  // pre[i] = a_1 + ... + a_i
    for (int i = 1; i <= n; i++) {
        long long x;
        scanf("%lld", &x);
        pre[i] = pre[i - 1] + x;
    }
    string out;
    out.reserve(16 * q);
    for (int k = 0; k < q; k++) {
        int l, r;
        scanf("%d %d", &l, &r);
        out += to_string(pre[r] - pre[l - 1]);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
