// Learner's mistake: the remainder is taken with C++'s % alone, which is negative for a negative
// prefix sum, so -2 and 3 (the same remainder modulo 5) land in different buckets.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    unordered_map<long long, long long> seen;
    seen[0] = 1;
    long long prefix = 0, answer = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        scanf("%lld", &a);
        prefix += a;
        long long r = prefix % k;
        answer += seen[r];
        seen[r]++;
    }
    printf("%lld\n", answer);
    return 0;
}
