// Learner's mistake: checks every drawer only against its parent (left child smaller, right
// child greater or equal). A drawer that breaks the condition of a higher ancestor is missed.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &a[i], &L[i], &R[i]);
    long long misfiled = 0;
    for (int i = 0; i < n; i++) {
        if (L[i] != -1 && a[L[i]] >= a[i]) misfiled++;
        if (R[i] != -1 && a[R[i]] < a[i]) misfiled++;
    }
    printf("%lld\n", misfiled);
    return 0;
}
