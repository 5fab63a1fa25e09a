// Learner's mistake: on equal weights it pops the east-bound boat but still keeps the west-bound
// one, as if ties went to the newcomer.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> st;
    for (int i = 0; i < n; i++) {
        int a;
        scanf("%d", &a);
        if (a > 0) { st.push_back(a); continue; }
        bool alive = true;
        while (!st.empty() && st.back() > 0) {
            if (st.back() <= -a) { st.pop_back(); continue; }
            alive = false;
            break;
        }
        if (alive) st.push_back(a);
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
