// Naive: every physical weight is its own 0/1 item. O(M * sum of c_i), up to 10^10 steps.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, M;
    if (scanf("%d %d", &n, &M) != 2) return 0;
    vector<char> reach(M + 1, 0);
    reach[0] = 1;
    for (int k = 0; k < n; k++) {
        int a, c;
        scanf("%d %d", &a, &c);
        if (a > M) continue;
        for (int copy = 0; copy < c; copy++)
            for (int s = M; s >= a; s--)
                if (reach[s - a]) reach[s] = 1;
    }
    int count = 0;
    for (int s = 1; s <= M; s++) count += reach[s];
    printf("%d\n", count);
    return 0;
}
