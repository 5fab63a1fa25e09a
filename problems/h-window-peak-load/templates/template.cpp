#include <bits/stdc++.h>
using namespace std;

// Return the maximum of every window a[i..i+k-1], for i = 0 .. n-k, in order.
vector<long long> windowPeaks(const vector<long long>& a, int k) {
    // TODO: implement
    return {};
}

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    vector<long long> res = windowPeaks(a, k);
    string out;
    for (size_t i = 0; i < res.size(); i++) {
        if (i) out.push_back(' ');
        out += to_string(res[i]);
    }
    out.push_back('\n');
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
