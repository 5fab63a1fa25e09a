#include <bits/stdc++.h>
using namespace std;

// codes[i] is the title code of book i + 1. For every question p, return the number of
// different codes among the first p books.
vector<int> distinctTitles(const vector<int>& codes, const vector<int>& questions) {
    // TODO: write your solution here
    return vector<int>(questions.size(), 0);
}

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<int> codes(n), questions(q);
    for (auto& x : codes) scanf("%d", &x);
    for (auto& x : questions) scanf("%d", &x);
    vector<int> ans = distinctTitles(codes, questions);
    string out;
    for (int x : ans) {
        out += to_string(x);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
