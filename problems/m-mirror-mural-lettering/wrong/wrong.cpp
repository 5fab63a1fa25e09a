// Learner's mistake: the prefix function is computed on s + reverse(s) without a separator. The
// match can then run past the middle (for "aaa" it reaches 5) and the answer becomes negative.
#include <bits/stdc++.h>
using namespace std;

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    string s = buf;
    int n = s.size();
    string t = s + string(s.rbegin(), s.rend());
    vector<int> pi(t.size(), 0);
    for (size_t i = 1; i < t.size(); i++) {
        int k = pi[i - 1];
        while (k > 0 && t[i] != t[k]) k = pi[k - 1];
        if (t[i] == t[k]) k++;
        pi[i] = k;
    }
    printf("%d\n", n - pi.back());
    return 0;
}
