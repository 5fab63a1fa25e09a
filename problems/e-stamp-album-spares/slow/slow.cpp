// Naive: whenever a value already has m copies kept, erase the extra one from the array, which
// shifts the whole tail one place left. O(n^2) element moves when many copies are spares.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    size_t i = 0;
    int run = 0;
    while (i < a.size()) {
        if (i > 0 && a[i] == a[i - 1]) run++;
        else run = 1;
        if (run > m) {
            a.erase(a.begin() + i);  // shift the tail left, look at the same position again
            run--;
        } else {
            i++;
        }
    }
    string out = to_string(a.size()) + "\n";
    for (size_t j = 0; j < a.size(); j++) {
        if (j) out += ' ';
        out += to_string(a[j]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
