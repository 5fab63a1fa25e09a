#include <bits/stdc++.h>
using namespace std;

// Every value of a appears exactly three times except one, which appears once or twice.
// Return that value (ideally with O(1) extra memory).
int missedOffset(const vector<int>& a) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n);
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    printf("%d\n", missedOffset(a));
    return 0;
}
