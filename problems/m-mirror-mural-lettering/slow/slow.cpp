// Naive: try prefixes from the longest down and compare each one letter by letter from both ends.
// O(n^2) when many long prefixes almost match (aaa...abaaa...a).
#include <bits/stdc++.h>
using namespace std;

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    int n = strlen(buf);
    for (int p = n; p >= 1; p--) {
        bool pal = true;
        for (int i = 0, j = p - 1; i < j; i++, j--)
            if (buf[i] != buf[j]) { pal = false; break; }
        if (pal) { printf("%d\n", n - p); return 0; }
    }
    return 0;
}
