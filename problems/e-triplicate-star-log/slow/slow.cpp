// Naive: for every entry, count its occurrences by scanning the whole list. Correct, O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n);
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    for (int i = 0; i < n; i++) {
        int c = 0;
        for (int j = 0; j < n; j++) c += a[j] == a[i];
        if (c % 3 != 0) {
            printf("%d\n", a[i]);
            return 0;
        }
    }
    return 0;
}
