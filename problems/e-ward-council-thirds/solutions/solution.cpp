#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    const int V = 100000;
    vector<int> cnt(V + 1, 0);
    for (int i = 0; i < n; i++) {
        int c;
        scanf("%d", &c);
        cnt[c]++;
    }
    vector<int> winners;
    for (int c = 1; c <= V; c++)
        if (3LL * cnt[c] > n) winners.push_back(c);
    if (winners.empty()) {
        printf("-1\n");
        return 0;
    }
    for (size_t i = 0; i < winners.size(); i++) printf(i ? " %d" : "%d", winners[i]);
    printf("\n");
}
