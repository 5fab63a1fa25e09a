#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    unordered_map<string, int> count;
    count.reserve(2 * n + 1);
    char buf[16];
    for (int i = 0; i < n; i++) {
        scanf("%15s", buf);
        string key(buf);
        sort(key.begin(), key.end());
        count[key]++;
    }
    vector<int> sizes;
    sizes.reserve(count.size());
    for (auto& [key, c] : count) sizes.push_back(c);
    sort(sizes.rbegin(), sizes.rend());
    string out = to_string(sizes.size()) + "\n";
    for (size_t g = 0; g < sizes.size(); g++) {
        if (g) out += ' ';
        out += to_string(sizes[g]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
