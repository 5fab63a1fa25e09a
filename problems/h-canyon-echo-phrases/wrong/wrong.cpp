// Learner's mistake: Manacher's algorithm for odd centres only. Even palindromes such as "aa" or
// "abba" have no middle letter and are never counted.
#include <bits/stdc++.h>
using namespace std;

int main() {
    static char s[500005];
    if (scanf("%500000s", s) != 1) return 0;
    int n = strlen(s);
    vector<int> d1(n);
    for (int i = 0, l = 0, r = -1; i < n; i++) {
        int k = (i > r) ? 1 : min(d1[l + r - i], r - i + 1);
        while (i - k >= 0 && i + k < n && s[i - k] == s[i + k]) k++;
        d1[i] = k;
        if (i + k - 1 > r) { l = i - k + 1; r = i + k - 1; }
    }
    long long count = 0;
    int longest = 0;
    for (int i = 0; i < n; i++) {
        count += d1[i];
        longest = max(longest, 2 * d1[i] - 1);
    }
    printf("%lld %d\n", count, longest);
    return 0;
}
