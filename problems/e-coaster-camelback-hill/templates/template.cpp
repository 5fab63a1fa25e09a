#include <bits/stdc++.h>
using namespace std;

// h[i] is the rail height at survey point i. Return the number of points of the longest stretch
// that strictly rises to a peak and then strictly falls (at least one step each way), or 0.
int longestCamelback(const vector<int>& h) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> h(n);
    for (auto& x : h) scanf("%d", &x);
    printf("%d\n", longestCamelback(h));
    return 0;
}
