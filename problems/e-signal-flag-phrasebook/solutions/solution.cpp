#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string line;
    if (!getline(cin, line)) return 0;
    int q = stoi(line);
    string out;
    unordered_map<string, char> letterOf;
    for (int t = 0; t < q; t++) {
        string p, message;
        getline(cin, p);
        getline(cin, message);
        vector<string> words;
        size_t start = 0;
        while (start <= message.size()) {
            size_t sp = message.find(' ', start);
            if (sp == string::npos) sp = message.size();
            words.emplace_back(message, start, sp - start);
            start = sp + 1;
        }
        bool ok = words.size() == p.size();
        string wordOf[26];
        bool has[26] = {false};
        letterOf.clear();
        for (size_t i = 0; ok && i < p.size(); i++) {
            int c = p[i] - 'a';
            auto it = letterOf.find(words[i]);
            if (!has[c] && it == letterOf.end()) {
                has[c] = true;
                wordOf[c] = words[i];
                letterOf.emplace(words[i], p[i]);
            } else if (!has[c] || it == letterOf.end() || wordOf[c] != words[i]) {
                ok = false;
            }
        }
        out += ok ? "yes\n" : "no\n";
    }
    fputs(out.c_str(), stdout);
}
