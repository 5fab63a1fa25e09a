// Learner's mistake: the mirrored value is built and printed as a signed 32-bit int, so every
// signal whose lamp 0 is lit (bit 31 of the answer) comes out negative.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    for (int i = 0; i < q; i++) {
        long long v;
        scanf("%lld", &v);
        unsigned x = (unsigned)v;
        int r = 0, lit = 0;
        for (int b = 0; b < 32; b++) {
            r = (int)(((unsigned)r << 1) | (x & 1u));
            lit += x & 1u;
            x >>= 1;
        }
        out += to_string(r) + " " + to_string(lit) + "\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
