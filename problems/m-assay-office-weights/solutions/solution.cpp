#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, M;
    if (scanf("%d %d", &n, &M) != 2) return 0;
    vector<char> reach(M + 1, 0);
    vector<int> used(M + 1, 0);
    reach[0] = 1;
    for (int k = 0; k < n; k++) {
        int a, c;
        scanf("%d %d", &a, &c);
        if (a > M) continue;
        // used[s]: fewest weights of this kind needed to reach s
        for (int s = 0; s <= M; s++) used[s] = 0;
        for (int s = a; s <= M; s++) {
            if (!reach[s] && reach[s - a] && used[s - a] < c) {
                reach[s] = 1;
                used[s] = used[s - a] + 1;
            }
        }
    }
    int count = 0;
    for (int s = 1; s <= M; s++) count += reach[s];
    printf("%d\n", count);
    return 0;
}
