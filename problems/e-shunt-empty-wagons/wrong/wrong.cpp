// Learner's off-by-one (a 1-based habit): the compaction loop starts at index 1, so the wagon
// right behind the locomotive is never looked at and an empty first wagon stays in front.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> v(n);
    for (auto& x : v) scanf("%d", &x);
    int w = 1;
    for (int i = 1; i < n; i++)
        if (v[i] != 0) v[w++] = v[i];
    while (w < n) v[w++] = 0;
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(v[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
