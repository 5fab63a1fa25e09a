// Naive: a plain stack, and every `min` scans the whole tower. O(height) per query.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<long long> st;
    string out;
    char cmd[8];
    for (int i = 0; i < q; i++) {
        scanf("%7s", cmd);
        if (cmd[1] == 'u') {
            long long x;
            scanf("%lld", &x);
            st.push_back(x);
        } else if (st.empty()) {
            out += "EMPTY\n";
        } else if (cmd[0] == 'p') {
            out += to_string(st.back()) + "\n";
            st.pop_back();
        } else if (cmd[0] == 't') {
            out += to_string(st.back()) + "\n";
        } else {
            long long m = st[0];
            for (size_t j = 1; j < st.size(); j++)
                if (st[j] < m) m = st[j];
            out += to_string(m) + "\n";
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
