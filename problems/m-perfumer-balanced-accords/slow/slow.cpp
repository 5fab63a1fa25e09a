// Naive O(n^3): try every triple of positions i < j < k of the sorted list and collect the
// matching value triples in a set, which removes the repeats.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    sort(a.begin(), a.end());
    set<array<long long, 3>> found;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            for (int k = j + 1; k < n; k++)
                if (a[i] + a[j] + a[k] == t) found.insert({a[i], a[j], a[k]});
    printf("%zu\n", found.size());
}
