#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    // take = best total whose last stall is rented, skip = best total whose last stall is not rented
    long long take = LLONG_MIN / 2, skip = 0;
    for (int i = 0; i < n; i++) {
        long long p;
        scanf("%lld", &p);
        long long ntake = skip + p;
        long long nskip = max(skip, take);
        take = ntake;
        skip = nskip;
    }
    printf("%lld\n", max(take, skip));
}
