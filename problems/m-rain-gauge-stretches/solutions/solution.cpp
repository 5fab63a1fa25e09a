#include <bits/stdc++.h>
using namespace std;

// Number of stretches with total at most x (readings are non-negative).
long long atMost(const vector<long long>& a, long long x) {
    if (x < 0) return 0;
    long long count = 0, sum = 0;
    int first = 0;
    for (int j = 0; j < (int)a.size(); j++) {
        sum += a[j];
        while (sum > x) sum -= a[first++];
        count += j - first + 1;
    }
    return count;
}

int main() {
    int n;
    long long L, R;
    if (scanf("%d %lld %lld", &n, &L, &R) != 3) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    printf("%lld\n", atMost(a, R) - atMost(a, L - 1));
}
