#include <bits/stdc++.h>
using namespace std;

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    string s = buf;
    int n = s.size();
    string t = s + '#' + string(s.rbegin(), s.rend());
    // prefix function of t
    vector<int> pi(t.size(), 0);
    for (size_t i = 1; i < t.size(); i++) {
        int k = pi[i - 1];
        while (k > 0 && t[i] != t[k]) k = pi[k - 1];
        if (t[i] == t[k]) k++;
        pi[i] = k;
    }
    // pi.back(): longest prefix of s that is a palindrome
    printf("%d\n", n - pi.back());
    return 0;
}
