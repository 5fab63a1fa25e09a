// Learner's mistake: the call signs live in a std::multiset and a departure calls
// erase(value), which removes EVERY vessel with that call sign instead of one of them.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 0;
    multiset<string> moored;
    string out;
    for (int i = 0; i < q; i++) {
        char op;
        string w;
        cin >> op >> w;
        if (op == '+') moored.insert(w);
        else if (op == '-') moored.erase(w);
        else {
            long long total = 0;
            for (auto it = moored.lower_bound(w); it != moored.end() && it->compare(0, w.size(), w) == 0; ++it) total++;
            out += to_string(total);
            out += '\n';
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
