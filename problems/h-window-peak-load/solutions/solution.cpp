#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    vector<int> dq(n);
    int head = 0, tail = 0;
    string out;
    out.reserve((size_t)(n - k + 1) * 12);
    char buf[24];
    for (int j = 0; j < n; j++) {
        while (tail > head && a[dq[tail - 1]] <= a[j]) tail--;
        dq[tail++] = j;
        if (dq[head] <= j - k) head++;
        if (j >= k - 1) {
            if (j > k - 1) out.push_back(' ');
            int len = snprintf(buf, sizeof buf, "%lld", a[dq[head]]);
            out.append(buf, len);
        }
    }
    out.push_back('\n');
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
