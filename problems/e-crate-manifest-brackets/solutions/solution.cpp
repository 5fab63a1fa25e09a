#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    static char buf[200005];
    scanf("%200004s", buf);
    string s(buf);
    auto opener = [](char c) { return c == '(' ? 0 : c == '[' ? 1 : c == '{' ? 2 : c == '<' ? 3 : -1; };
    auto closer = [](char c) { return c == ')' ? 0 : c == ']' ? 1 : c == '}' ? 2 : c == '>' ? 3 : -1; };
    vector<int> st;  // positions of open containers
    st.reserve(n);
    for (int i = 0; i < (int)s.size(); i++) {
        char c = s[i];
        if (opener(c) >= 0) {
            st.push_back(i);
        } else if (closer(c) >= 0) {
            if (st.empty() || opener(s[st.back()]) != closer(c)) {
                printf("%d\n", i);
                return 0;
            }
            st.pop_back();
        }
    }
    printf("%d\n", st.empty() ? -1 : st[0]);
}
