#include <bits/stdc++.h>
using namespace std;

// e[i] is the elevation of marker i. Return the largest j - i over pairs i < j with
// e[i] <= e[j], or 0 if there is no such pair.
int widestNoLoss(const vector<int>& e) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> e(n);
    for (auto& x : e) scanf("%d", &x);
    printf("%d\n", widestNoLoss(e));
    return 0;
}
