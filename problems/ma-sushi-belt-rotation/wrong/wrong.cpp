// Cast precedence: the learner writes (int)k % n meaning (int)(k % n), but the cast applies to k
// first, so any k beyond 32 bits is truncated before the remainder is taken.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    int shift = (int)k % n;
    vector<int> b(n);
    for (int i = 0; i < n; i++) b[((i + shift) % n + n) % n] = a[i];
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(b[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
