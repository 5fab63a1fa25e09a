// Naive: count the side up from 0 while the next square still fits. Up to 10^9 steps per order.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    for (int i = 0; i < q; i++) {
        long long x;
        scanf("%lld", &x);
        long long s = 0;
        while ((s + 1) * (s + 1) <= x) s++;
        out += to_string(s) + " " + to_string(x - s * s) + "\n";
    }
    fputs(out.c_str(), stdout);
}
