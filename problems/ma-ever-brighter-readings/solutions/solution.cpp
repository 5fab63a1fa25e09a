#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> tail;
    tail.reserve(n);
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        auto it = lower_bound(tail.begin(), tail.end(), x);
        if (it == tail.end()) tail.push_back(x);
        else *it = x;
    }
    printf("%d\n", (int)tail.size());
    return 0;
}
