#include <bits/stdc++.h>
using namespace std;

// after[u] lists every job v with a rule "u v" (u must be finished before v starts).
// Return the lexicographically smallest valid running order of all n jobs,
// or an empty vector if no valid order exists.
vector<int> riggingOrder(int n, const vector<vector<int>>& after) {
    // TODO: implement
    return {};
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> after(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        after[u].push_back(v);
    }
    vector<int> order = riggingOrder(n, after);
    if (order.empty()) {
        printf("IMPOSSIBLE\n");
        return 0;
    }
    string out;
    for (size_t i = 0; i < order.size(); i++) {
        if (i) out += ' ';
        out += to_string(order[i]);
    }
    printf("%s\n", out.c_str());
    return 0;
}
