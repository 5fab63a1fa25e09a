#include <bits/stdc++.h>
using namespace std;

// Return {the 32 bits of x in reverse order, the number of set bits of x}.
// Tip: 32 steps of "shift the answer left, add the lowest bit of x, shift x right".
pair<uint32_t, int> mirrorSignal(uint32_t x) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    for (int i = 0; i < q; i++) {
        unsigned long long v;
        scanf("%llu", &v);
        auto [r, lit] = mirrorSignal((uint32_t)v);
        out += to_string(r) + " " + to_string(lit) + "\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
