#include <bits/stdc++.h>
using namespace std;

// Return the minimum number of stamps (values may be reused) that add up to exactly `amount`,
// or -1 if it is impossible.
int fewestStamps(const vector<int>& values, int amount) {
    // TODO: implement
    return 0;
}

int main() {
    int n, amount;
    if (scanf("%d %d", &n, &amount) != 2) return 0;
    vector<int> values(n);
    for (auto &v : values) scanf("%d", &v);
    printf("%d\n", fewestStamps(values, amount));
    return 0;
}
