// Naive: no stack. Drop the items, then sweep the symbols again and again, deleting every
// opening symbol that is directly followed by its matching closing symbol, until a sweep deletes
// nothing. What is left has no adjacent matching pair: its first closing symbol is the first
// error (everything before it is an opening symbol of another kind, or nothing), else its first
// opening symbol is the outermost unsealed container. Correct, but one deep nesting loses only
// its innermost pair per sweep: O(n) sweeps over O(n) symbols, O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    static char buf[200005];
    scanf("%200004s", buf);
    string s(buf);
    auto opener = [](char c) { return c == '(' ? 0 : c == '[' ? 1 : c == '{' ? 2 : c == '<' ? 3 : -1; };
    auto closer = [](char c) { return c == ')' ? 0 : c == ']' ? 1 : c == '}' ? 2 : c == '>' ? 3 : -1; };
    vector<int> pos;  // original positions of the symbols still left
    for (int i = 0; i < (int)s.size(); i++)
        if (opener(s[i]) >= 0 || closer(s[i]) >= 0) pos.push_back(i);
    bool changed = true;
    while (changed) {
        changed = false;
        vector<int> kept;
        for (size_t i = 0; i < pos.size(); i++) {
            if (i + 1 < pos.size() && opener(s[pos[i]]) >= 0 && opener(s[pos[i]]) == closer(s[pos[i + 1]])) {
                i++;  // delete the pair
                changed = true;
            } else {
                kept.push_back(pos[i]);
            }
        }
        pos.swap(kept);
    }
    for (int p : pos) {
        if (closer(s[p]) >= 0) {
            printf("%d\n", p);
            return 0;
        }
    }
    printf("%d\n", pos.empty() ? -1 : pos[0]);
}
