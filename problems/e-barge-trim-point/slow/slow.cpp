// Naive: for every bay, add up both sides from scratch. Correct, but O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> w(n);
    for (auto& x : w) scanf("%lld", &x);
    for (int i = 0; i < n; i++) {
        long long left = 0, right = 0;
        for (int j = 0; j < i; j++) left += w[j];
        for (int j = i + 1; j < n; j++) right += w[j];
        if (left == right) {
            printf("%d\n", i + 1);
            return 0;
        }
    }
    printf("-1\n");
    return 0;
}
