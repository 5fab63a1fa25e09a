#include <bits/stdc++.h>
using namespace std;

// bridges[i] = {u, v}: a two-way rope bridge; questions[k] = {a, b}.
// Return a string of questions.size() characters: 'Y' if b can be reached from a, else 'N'.
string answerQuestions(int n, const vector<pair<int, int>>& bridges, const vector<pair<int, int>>& questions) {
    // TODO: write your solution here
    return string(questions.size(), 'N');
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m, q;
    cin >> n >> m >> q;
    vector<pair<int, int>> bridges(m), questions(q);
    for (auto& b : bridges) cin >> b.first >> b.second;
    for (auto& x : questions) cin >> x.first >> x.second;
    cout << answerQuestions(n, bridges, questions) << "\n";
    return 0;
}
