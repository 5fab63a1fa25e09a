// Learner's mistake: removes a day when a later day is at least as hot (<= instead of <), so of
// several equal record temperatures only the last one survives.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    vector<int> st;
    for (int x : a) {
        while (!st.empty() && st.back() <= x) st.pop_back();
        st.push_back(x);
    }
    string out = to_string(st.size()) + "\n";
    for (size_t i = 0; i < st.size(); i++) {
        if (i) out += ' ';
        out += to_string(st[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
