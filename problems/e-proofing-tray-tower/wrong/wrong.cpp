// Learner's mistake: an auxiliary "minimum stack" receives x only when x is strictly smaller than
// its top, and is popped whenever the popped tray equals its top, so duplicates of the minimum
// are lost: push 3, push 3, pop leaves the minimum stack empty although a 3 remains.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    cin >> q;
    vector<long long> st, mins;
    string cmd;
    for (int i = 0; i < q; i++) {
        cin >> cmd;
        if (cmd == "push") {
            long long x;
            cin >> x;
            st.push_back(x);
            if (mins.empty() || x < mins.back()) mins.push_back(x);
        } else if (st.empty()) {
            cout << "EMPTY\n";
        } else if (cmd == "pop") {
            cout << st.back() << "\n";
            if (!mins.empty() && st.back() == mins.back()) mins.pop_back();
            st.pop_back();
        } else if (cmd == "top") {
            cout << st.back() << "\n";
        } else {
            if (mins.empty()) cout << "EMPTY\n";
            else cout << mins.back() << "\n";
        }
    }
}
