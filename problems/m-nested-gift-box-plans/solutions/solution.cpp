#include <bits/stdc++.h>
using namespace std;

// Backtracking: put '(' before ')' at every step, so the plans come out in lexicographic order.
int n;
string cur;
vector<string> plans;

void gen(int open, int close) {
    if ((int)cur.size() == 2 * n) {
        plans.push_back(cur);
        return;
    }
    if (open < n) {
        cur.push_back('(');
        gen(open + 1, close);
        cur.pop_back();
    }
    if (close < open) {
        cur.push_back(')');
        gen(open, close + 1);
        cur.pop_back();
    }
}

int main() {
    int q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    gen(0, 0);
    string out = to_string(plans.size()) + "\n";
    for (int i = 0; i < q; i++) {
        int k;
        scanf("%d", &k);
        out += plans[k - 1];
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
