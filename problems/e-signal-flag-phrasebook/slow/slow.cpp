// Naive: compare every pair of positions; they must agree on "same flag" exactly when they
// agree on "same word". O(|p|^2) word comparisons per query.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    string line;
    if (!getline(cin, line)) return 0;
    q = stoi(line);
    string out;
    for (int t = 0; t < q; t++) {
        string p, message;
        getline(cin, p);
        getline(cin, message);
        vector<string> words;
        stringstream ss(message);
        string w;
        while (ss >> w) words.push_back(w);
        bool ok = words.size() == p.size();
        for (size_t i = 0; ok && i < p.size(); i++)
            for (size_t j = i + 1; j < p.size(); j++)
                if ((p[i] == p[j]) != (words[i] == words[j])) {
                    ok = false;
                    break;
                }
        out += ok ? "yes\n" : "no\n";
    }
    fputs(out.c_str(), stdout);
}
