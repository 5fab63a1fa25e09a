#include <bits/stdc++.h>
using namespace std;

// Return the number of pairs i < j with a[i] > a[j].
long long disorderScore(vector<long long>& a) {
    // TODO: implement
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    printf("%lld\n", disorderScore(a));
    return 0;
}
