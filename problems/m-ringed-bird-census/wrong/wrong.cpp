// Learner's mistake: every observation of a ring code that was seen before is taken to join two
// birds, so the count drops even when the two photos were already known to be the same bird.
#include <bits/stdc++.h>
using namespace std;

static vector<int> parent;
static int findRoot(int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
}

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    parent.resize(n);
    iota(parent.begin(), parent.end(), 0);
    unordered_map<int, int> first;
    int birds = n;
    for (int i = 0; i < q; i++) {
        int p, x;
        scanf("%d %d", &p, &x);
        auto it = first.find(x);
        if (it == first.end()) {
            first.emplace(x, p);
        } else {
            parent[findRoot(p)] = findRoot(it->second);
            birds--;
        }
        printf("%d\n", birds);
    }
    return 0;
}
