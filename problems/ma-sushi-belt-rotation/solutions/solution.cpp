#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    unsigned long long k;
    if (scanf("%d %llu", &n, &k) != 2) return 0;
    vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    int shift = (int)(k % (unsigned long long)n);
    // after shifting right by `shift`, position i holds the plate from position (i - shift) mod n
    string out;
    out.reserve((size_t)n * 12);
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(a[(i - shift + n) % n]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
