// Learner's mistake: the shelf total is kept in a 32-bit int. It is right while the deepest
// shelf holds little, but overflows as soon as a few boxes of about 10^9 letters share it.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    if (n == 0) { printf("0 0\n"); return 0; }
    vector<int> c(n), L(n), R(n);
    for (int i = 0; i < n; i++) scanf("%d %d %d", &c[i], &L[i], &R[i]);
    queue<int> q;
    q.push(0);
    int shelves = 0, sum = 0;
    while (!q.empty()) {
        int k = q.size();
        sum = 0;
        while (k--) {
            int x = q.front();
            q.pop();
            sum += c[x];
            if (L[x] != -1) q.push(L[x]);
            if (R[x] != -1) q.push(R[x]);
        }
        shelves++;
    }
    printf("%d %d\n", shelves, sum);
    return 0;
}
