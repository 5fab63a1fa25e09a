// Naive: from every tower walk clockwise until a strictly taller tower (at most n - 1 steps). O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> h(n);
    for (auto& x : h) scanf("%d", &x);
    string out;
    for (int i = 0; i < n; i++) {
        int ans = -1;
        for (int d = 1; d < n; d++)
            if (h[(i + d) % n] > h[i]) { ans = d; break; }
        if (i) out += ' ';
        out += to_string(ans);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
