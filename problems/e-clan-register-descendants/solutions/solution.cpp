#include <bits/stdc++.h>
using namespace std;

// BFS from the founder gives an order in which every parent comes before its children; walking it
// backwards, each person's count is final before it is added to the parent's.
vector<int> descendants(int n, const vector<int>& parent) {
    vector<vector<int>> children(n);
    for (int i = 1; i < n; i++) children[parent[i]].push_back(i);
    vector<int> order;
    order.reserve(n);
    order.push_back(0);
    for (size_t h = 0; h < order.size(); h++)
        for (int c : children[order[h]]) order.push_back(c);
    vector<int> count(n, 0);
    for (int k = n - 1; k > 0; k--) {
        int x = order[k];
        count[parent[x]] += count[x] + 1;
    }
    return count;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> parent(n, -1);
    for (int i = 1; i < n; i++) cin >> parent[i];
    vector<int> count = descendants(n, parent);
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(count[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
