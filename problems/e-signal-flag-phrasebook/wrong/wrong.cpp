// The classic half-check: the learner maps letter -> word only. Two different flags that stand
// for the same word ("ab" with "calm calm") slip through as a match.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    if (!getline(cin, line)) return 0;
    int q = stoi(line);
    for (int t = 0; t < q; t++) {
        string p, message;
        getline(cin, p);
        getline(cin, message);
        vector<string> words;
        stringstream ss(message);
        string w;
        while (ss >> w) words.push_back(w);
        bool ok = words.size() == p.size();
        map<char, string> wordOf;
        for (size_t i = 0; ok && i < p.size(); i++) {
            auto it = wordOf.find(p[i]);
            if (it == wordOf.end()) wordOf[p[i]] = words[i];
            else if (it->second != words[i]) ok = false;
        }
        puts(ok ? "yes" : "no");
    }
}
