// Naive: the edit distance straight from its recursive definition, without memoisation: equal
// first characters cost nothing, otherwise 1 + the best of deleting, inserting or replacing.
// Correct, but the same (i, j) suffix pairs are solved over and over: exponential time.
#include <bits/stdc++.h>
using namespace std;

string a, b;

int dist(size_t i, size_t j) {
    if (i == a.size()) return b.size() - j;
    if (j == b.size()) return a.size() - i;
    if (a[i] == b[j]) return dist(i + 1, j + 1);
    return 1 + min({dist(i + 1, j), dist(i, j + 1), dist(i + 1, j + 1)});
}

int main() {
    cin >> a >> b;
    printf("%d\n", dist(0, 0));
    return 0;
}
