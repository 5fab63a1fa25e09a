#include <bits/stdc++.h>
using namespace std;

// Return true if the flag signal and the message words match one-to-one.
bool signalMatches(const string& signal, const vector<string>& words) {
    // TODO: write your solution here
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string line;
    if (!getline(cin, line)) return 0;
    int q = stoi(line);
    string out;
    for (int t = 0; t < q; t++) {
        string signal, message;
        getline(cin, signal);
        getline(cin, message);
        vector<string> words;
        stringstream ss(message);
        string w;
        while (ss >> w) words.push_back(w);
        out += signalMatches(signal, words) ? "yes\n" : "no\n";
    }
    cout << out;
    return 0;
}
