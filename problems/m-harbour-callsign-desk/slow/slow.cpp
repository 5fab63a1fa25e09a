// Naive: keep a count per distinct call sign and, for every question, compare the prefix with
// every moored call sign. Correct, but O(moored call signs) per question.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 0;
    vector<string> signs;
    vector<int> cnt;
    unordered_map<string, int> id;
    string out;
    for (int i = 0; i < q; i++) {
        char op;
        string w;
        cin >> op >> w;
        if (op == '?') {
            long long total = 0;
            for (size_t k = 0; k < signs.size(); k++)
                if (cnt[k] && signs[k].size() >= w.size() && signs[k].compare(0, w.size(), w) == 0)
                    total += cnt[k];
            out += to_string(total);
            out += '\n';
        } else {
            auto it = id.find(w);
            int k;
            if (it == id.end()) {
                k = (int)signs.size();
                id.emplace(w, k);
                signs.push_back(w);
                cnt.push_back(0);
            } else k = it->second;
            cnt[k] += op == '+' ? 1 : -1;
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
