// Learner's mistake: forgets to reduce k modulo n. Walking n - k - 1 steps to the new tail only
// works while k < n; for larger k the walk count is negative, so the list is cut in the wrong place.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> v(n);
    for (auto& x : v) scanf("%d", &x);
    long long k;
    scanf("%lld", &k);
    vector<int> res;
    if (n == 0 || k == 0) res = v;
    else {
        long long cut = n - k;  // should be n - k % n
        if (cut < 0) cut = 0;
        for (long long i = cut; i < n; i++) res.push_back(v[i]);
        for (long long i = 0; i < cut; i++) res.push_back(v[i]);
    }
    string out = to_string(n) + "\n";
    for (size_t i = 0; i < res.size(); i++) {
        if (i) out += ' ';
        out += to_string(res[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
