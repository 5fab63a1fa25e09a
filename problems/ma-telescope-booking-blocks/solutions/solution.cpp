#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> b(n);
    for (auto &p : b) scanf("%d %d", &p.first, &p.second);
    sort(b.begin(), b.end());
    vector<pair<int, int>> res;
    for (auto &p : b) {
        if (!res.empty() && p.first <= res.back().second)
            res.back().second = max(res.back().second, p.second);
        else
            res.push_back(p);
    }
    string out = to_string(res.size()) + "\n";
    for (auto &p : res) {
        out += to_string(p.first);
        out += ' ';
        out += to_string(p.second);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
