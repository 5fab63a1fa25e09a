// Naive: expand around every centre letter by letter, without reusing earlier palindromes.
// O(n^2) on repetitive words such as aaa...a.
#include <bits/stdc++.h>
using namespace std;

int main() {
    static char s[500005];
    if (scanf("%500000s", s) != 1) return 0;
    int n = strlen(s);
    long long count = 0;
    int longest = 0;
    for (int c = 0; c < 2 * n - 1; c++) {  // centre c: letter c/2 (even c) or gap (odd c)
        int a = c / 2, b = a + c % 2;
        while (a >= 0 && b < n && s[a] == s[b]) {
            count++;
            longest = max(longest, b - a + 1);
            a--, b++;
        }
    }
    printf("%lld %d\n", count, longest);
    return 0;
}
