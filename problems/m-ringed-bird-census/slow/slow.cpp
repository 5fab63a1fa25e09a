// Naive: after every observation, rebuild the photo-ring graph and count its components with a
// breadth-first search. Correct, but O(n + q) per observation.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    map<int, int> codeId;
    vector<vector<int>> adj(n + q);  // photos 0..n-1, codes n..n+q-1
    vector<int> seen(n + q, -1), queue;
    queue.reserve(n + q);
    for (int i = 0; i < q; i++) {
        int p, x;
        scanf("%d %d", &p, &x);
        auto it = codeId.find(x);
        int c;
        if (it == codeId.end()) {
            c = n + (int)codeId.size();
            codeId.emplace(x, c);
        } else {
            c = it->second;
        }
        adj[p].push_back(c);
        adj[c].push_back(p);
        int birds = 0;
        for (int s = 0; s < n; s++) {
            if (seen[s] == i) continue;
            birds++;
            seen[s] = i;
            queue.clear();
            queue.push_back(s);
            for (size_t h = 0; h < queue.size(); h++)
                for (int y : adj[queue[h]])
                    if (seen[y] != i) {
                        seen[y] = i;
                        queue.push_back(y);
                    }
        }
        printf("%d\n", birds);
    }
    return 0;
}
