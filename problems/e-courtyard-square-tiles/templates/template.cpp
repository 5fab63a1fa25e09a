#include <bits/stdc++.h>
using namespace std;

// Return the largest s with s * s <= tiles (0 <= tiles <= 10^18).
long long largestSide(long long tiles) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    char line[48];
    for (int i = 0; i < q; i++) {
        long long x;
        scanf("%lld", &x);
        long long s = largestSide(x);
        int w = snprintf(line, sizeof line, "%lld %lld\n", s, x - s * s);
        out.append(line, w);
    }
    fputs(out.c_str(), stdout);
    return 0;
}
