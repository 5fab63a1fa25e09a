// Naive: the longest shared thread straight from its recursive definition, without
// memoisation: on equal notes take both, otherwise the better of dropping a note from either
// recording. Correct, but the same (i, j) suffix pairs are solved over and over: exponential.
#include <bits/stdc++.h>
using namespace std;

string a, b;

int lcs(size_t i, size_t j) {
    if (i == a.size() || j == b.size()) return 0;
    if (a[i] == b[j]) return 1 + lcs(i + 1, j + 1);
    return max(lcs(i + 1, j), lcs(i, j + 1));
}

int main() {
    cin >> a >> b;
    printf("%d\n", lcs(0, 0));
    return 0;
}
