#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    // remainders of P_0..P_n, sorted; equal remainders pair up
    vector<long long> rem(n + 1);
    rem[0] = 0;
    long long prefix = 0;
    for (int i = 1; i <= n; i++) {
        long long a;
        scanf("%lld", &a);
        prefix += a;
        rem[i] = ((prefix % k) + k) % k;
    }
    sort(rem.begin(), rem.end());
    long long answer = 0;
    for (int i = 0, j; i <= n; i = j) {
        j = i;
        while (j <= n && rem[j] == rem[i]) j++;
        long long c = j - i;
        answer += c * (c - 1) / 2;
    }
    printf("%lld\n", answer);
    return 0;
}
