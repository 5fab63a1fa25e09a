#include <bits/stdc++.h>
using namespace std;

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    int n = strlen(buf);
    const char* s = buf;
    vector<int> d1(n), d2(n);
    // odd centres: d1[i] = number of odd palindromes centred at i
    for (int i = 0, l = 0, r = -1; i < n; i++) {
        int k = (i > r) ? 1 : min(d1[l + r - i], r - i + 1);
        while (i - k >= 0 && i + k < n && s[i - k] == s[i + k]) k++;
        d1[i] = k;
        if (i + k - 1 > r) { l = i - k + 1; r = i + k - 1; }
    }
    // even centres: d2[i] = number of even palindromes centred between i - 1 and i
    for (int i = 0, l = 0, r = -1; i < n; i++) {
        int k = (i > r) ? 0 : min(d2[l + r - i + 1], r - i + 1);
        while (i - k - 1 >= 0 && i + k < n && s[i - k - 1] == s[i + k]) k++;
        d2[i] = k;
        if (i + k - 1 > r) { l = i - k; r = i + k - 1; }
    }
    long long count = 0;
    int longest = 0;
    for (int i = 0; i < n; i++) {
        count += d1[i] + d2[i];
        longest = max(longest, max(2 * d1[i] - 1, 2 * d2[i]));
    }
    printf("%lld %d\n", count, longest);
    return 0;
}
