#include <bits/stdc++.h>
using namespace std;

// a holds the 16-bit codes (0 <= a[i] < 65536). Return {M, count}: M = the maximum of
// a[i] XOR a[j] over i < j, count = the number of pairs i < j with a[i] XOR a[j] == M.
// Tip: a binary trie over the bits, highest bit first.
pair<int, long long> strongestInterference(const vector<int>& a) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    auto [m, count] = strongestInterference(a);
    printf("%d %lld\n", m, count);
    return 0;
}
