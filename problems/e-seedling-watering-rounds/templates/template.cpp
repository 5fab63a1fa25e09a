#include <bits/stdc++.h>
using namespace std;

// n pots numbered 1..n. Round k gives v[k] ml to every pot from l[k] to r[k] (both included).
// Return how many pots receive at least T ml in total.
int countThriving(int n, const vector<int>& l, const vector<int>& r, const vector<int>& v, long long T) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, q;
    long long T;
    if (scanf("%d %d %lld", &n, &q, &T) != 3) return 0;
    vector<int> l(q), r(q), v(q);
    for (int k = 0; k < q; k++) scanf("%d %d %d", &l[k], &r[k], &v[k]);
    printf("%d\n", countThriving(n, l, r, v, T));
    return 0;
}
