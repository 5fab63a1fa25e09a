#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> e(n);
    for (auto& x : e) scanf("%lld", &x);
    long long sum = 0;
    for (int i = 0; i < k; i++) sum += e[i];
    long long best = sum;
    int start = 0;
    for (int s = 1; s + k <= n; s++) {
        sum += e[s + k - 1] - e[s - 1];
        if (sum > best) {  // strictly larger: ties keep the earliest block
            best = sum;
            start = s;
        }
    }
    printf("%lld %d\n", best, start + 1);
    return 0;
}
