// Naive: try every set of k sensors for k = 1, 2, ... and stop at the first set that watches
// every valve. Correct, but exponential.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<vector<int>> adj;
vector<int> chosen, watchCount;
int uncovered;

void place(int x, int d) {
    for (int y : adj[x]) {
        if (d > 0 && watchCount[y] == 0) uncovered--;
        watchCount[y] += d;
        if (d < 0 && watchCount[y] == 0) uncovered++;
    }
}

// choose `left` more sensors among valves >= from
bool search(int from, int left) {
    if (left == 0) return uncovered == 0;
    for (int x = from; x <= n - left; x++) {
        place(x, 1);
        if (search(x + 1, left - 1)) return true;
        place(x, -1);
    }
    return false;
}

int main() {
    if (scanf("%d", &n) != 1) return 0;
    adj.assign(n, {});
    for (int i = 0; i < n; i++) adj[i].push_back(i);  // a sensor watches its own valve
    for (int i = 1; i < n; i++) {
        int p;
        scanf("%d", &p);
        adj[i].push_back(p);
        adj[p].push_back(i);
    }
    for (int k = 1; k <= n; k++) {
        watchCount.assign(n, 0);
        uncovered = n;
        if (search(0, k)) { printf("%d\n", k); return 0; }
    }
    return 0;
}
