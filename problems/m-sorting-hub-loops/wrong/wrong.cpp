// Mistake: drops self-loops while reading ("a belt back to the same station goes nowhere"), but a
// parcel on such a belt can circle forever, so that station and everything upstream of it are
// not safe.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<int>> into(n);
    vector<int> outdeg(n, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        if (u == v) continue;
        outdeg[u]++;
        into[v].push_back(u);
    }
    string s(n, 'L');
    vector<int> q;
    for (int i = 0; i < n; i++)
        if (outdeg[i] == 0) q.push_back(i), s[i] = 'S';
    for (size_t h = 0; h < q.size(); h++)
        for (int u : into[q[h]])
            if (--outdeg[u] == 0) s[u] = 'S', q.push_back(u);
    printf("%s\n", s.c_str());
    return 0;
}
