// Mistake: counts the ways exactly in 64 bits and reduces modulo 1 000 000 007 only when
// printing; the counts stop fitting 64 bits from 93 steps on and wrap around.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    vector<int> q(t);
    int mx = 1;
    for (auto& x : q) {
        scanf("%d", &x);
        mx = max(mx, x);
    }
    vector<unsigned long long> ways(mx + 1);
    ways[0] = 1;
    ways[1] = 1;
    for (int i = 2; i <= mx; i++) ways[i] = ways[i - 1] + ways[i - 2];
    string out;
    for (int x : q) out += to_string(ways[x] % 1000000007ULL) + "\n";
    fputs(out.c_str(), stdout);
}
