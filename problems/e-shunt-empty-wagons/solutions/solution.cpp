#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> v(n);
    for (auto& x : v) scanf("%d", &x);
    int w = 0;  // next position for a loaded wagon
    for (int i = 0; i < n; i++)
        if (v[i] != 0) v[w++] = v[i];
    while (w < n) v[w++] = 0;
    string out;
    out.reserve(8 * n + 16);
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(v[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
