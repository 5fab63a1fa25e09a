// Learner's mistake: counts the wilt day as 1 + the number of entries popped from the stack instead
// of 1 + the largest wilt day among them; several of them can wilt on the same day.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> st;
    int answer = 0;
    for (int i = 0; i < n; i++) {
        int h;
        scanf("%d", &h);
        int popped = 0;
        while (!st.empty() && st.back() <= h) {
            st.pop_back();
            popped++;
        }
        int day = st.empty() ? 0 : popped + 1;
        answer = max(answer, day);
        st.push_back(h);
    }
    printf("%d\n", answer);
    return 0;
}
