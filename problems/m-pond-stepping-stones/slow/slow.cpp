// Naive BFS: from every stone, look at every stone it can jump to (up to n of them). O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    vector<bool> seen(n, false);
    vector<int> dist(n, -1);
    queue<int> q;
    seen[0] = true;
    dist[0] = 0;
    q.push(0);
    while (!q.empty()) {
        int i = q.front();
        q.pop();
        for (long long j = i + 1; j <= i + a[i] && j < n; j++) {
            if (!seen[j]) {
                seen[j] = true;
                dist[j] = dist[i] + 1;
                q.push(j);
            }
        }
    }
    printf("%d\n", dist[n - 1]);
}
