// Learner's mistake: when containers are still open at the end, the learner reports the innermost
// one (the top of the stack) instead of the outermost one (the bottom of the stack).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    string s;
    cin >> n >> s;
    string open = "([{<", close = ")]}>";
    vector<int> st;
    for (int i = 0; i < n; i++) {
        char c = s[i];
        if (open.find(c) != string::npos) st.push_back(i);
        else if (close.find(c) != string::npos) {
            if (st.empty() || open.find(s[st.back()]) != close.find(c)) { cout << i << "\n"; return 0; }
            st.pop_back();
        }
    }
    cout << (st.empty() ? -1 : st.back()) << "\n";
}
