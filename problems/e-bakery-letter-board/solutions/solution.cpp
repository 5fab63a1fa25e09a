#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    static char s[200005], t[200005];
    scanf("%200004s %200004s", s, t);
    long long cs[26] = {0}, ct[26] = {0};
    for (int i = 0; i < n; i++) cs[s[i] - 'a']++, ct[t[i] - 'a']++;
    long long keep = 0;
    for (int c = 0; c < 26; c++) keep += min(cs[c], ct[c]);
    printf("%lld\n", n - keep);
    return 0;
}
