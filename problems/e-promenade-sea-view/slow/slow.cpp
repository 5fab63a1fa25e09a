// Naive: compare every block with every block east of it, stopping at the first one that is at
// least as tall. O(n^2) when the heights decrease towards the sea (every block scans to the end).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> h(n);
    for (auto& x : h) scanf("%d", &x);
    int views = 0;
    for (int i = 0; i < n; i++) {
        bool view = true;
        for (int j = i + 1; j < n; j++) {
            if (h[j] >= h[i]) { view = false; break; }
        }
        if (view) views++;
    }
    printf("%d\n", views);
}
