#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<pair<long long, long long>> st;  // (number, minimum of this entry and everything below)
    st.reserve(q);
    string out;
    char cmd[8];
    for (int i = 0; i < q; i++) {
        scanf("%7s", cmd);
        if (cmd[1] == 'u') {
            long long x;
            scanf("%lld", &x);
            long long low = st.empty() ? x : min(x, st.back().second);
            st.push_back({x, low});
        } else if (st.empty()) {
            out += "EMPTY\n";
        } else if (cmd[0] == 'p') {
            out += to_string(st.back().first) + "\n";
            st.pop_back();
        } else if (cmd[0] == 't') {
            out += to_string(st.back().first) + "\n";
        } else {
            out += to_string(st.back().second) + "\n";
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
