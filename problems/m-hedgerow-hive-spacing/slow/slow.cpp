// Naive: sort, then try d = 1, 2, 3, ... with the greedy check and stop at the first d that
// fails. O(answer * n): hopeless when the hives can stand far apart.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> x(n);
    for (auto& v : x) scanf("%lld", &v);
    sort(x.begin(), x.end());
    long long d = 1;
    while (true) {
        long long next = d + 1;
        int placed = 1;
        long long last = x[0];
        for (int i = 1; i < n && placed < k; i++)
            if (x[i] - last >= next) { placed++; last = x[i]; }
        if (placed < k) break;
        d = next;
    }
    printf("%lld\n", d);
}
