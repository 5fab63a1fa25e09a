// Naive: do exactly what the yard does, one swap at a time. Look along the train from the
// locomotive for the first empty wagon that stands directly in front of a loaded one, swap those
// two, and start looking again from the locomotive; stop when no such pair is left. Correct
// (a loaded wagon only ever passes empty ones, so the loaded order is kept), but it makes one
// swap per empty-before-loaded pair and rescans the train before each one: far beyond O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> v(n);
    for (auto& x : v) scanf("%d", &x);
    while (true) {
        int i = 0;
        while (i + 1 < n && !(v[i] == 0 && v[i + 1] != 0)) i++;
        if (i + 1 >= n) break;
        swap(v[i], v[i + 1]);
    }
    string out;
    out.reserve(8 * n + 16);
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(v[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
