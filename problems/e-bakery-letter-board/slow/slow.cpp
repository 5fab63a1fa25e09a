// Naive: for every letter of t, search the board for an unused tile with that letter.
// Correct, but every search may walk over the whole board: O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    static char s[200005], t[200005];
    scanf("%200004s %200004s", s, t);
    vector<char> used(n, 0);
    int keep = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            if (!used[j] && s[j] == t[i]) {
                used[j] = 1;
                keep++;
                break;
            }
        }
    }
    printf("%d\n", n - keep);
    return 0;
}
