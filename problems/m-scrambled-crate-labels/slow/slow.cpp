// Naive: keep a list of groups (sorted letters + size) and, for every label, search the whole
// list for its group. O(n * groups) string comparisons.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<string> keys;
    vector<int> sizes;
    char buf[16];
    for (int i = 0; i < n; i++) {
        scanf("%15s", buf);
        string key(buf);
        sort(key.begin(), key.end());
        size_t g = 0;
        while (g < keys.size() && keys[g] != key) g++;
        if (g == keys.size()) {
            keys.push_back(key);
            sizes.push_back(0);
        }
        sizes[g]++;
    }
    sort(sizes.rbegin(), sizes.rend());
    string out = to_string(sizes.size()) + "\n";
    for (size_t g = 0; g < sizes.size(); g++) out += (g ? " " : "") + to_string(sizes[g]);
    out += "\n";
    fputs(out.c_str(), stdout);
}
